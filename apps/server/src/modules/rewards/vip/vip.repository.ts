import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface VipLevelRow {
  level: number;
  name: string;
  icon_url: string | null;
  valid_bet: string;
  deposit: string;
  keep_valid_bet: string;
  upgrade_bonus: string;
  monthly_bonus: string;
  birthday_bonus: string;
  points_percent: number;
}

export async function listLevels(db: Db): Promise<VipLevelRow[]> {
  const result = await sql<VipLevelRow>`select * from reward_vip_level order by level`.execute(db);
  return result.rows;
}

export async function replaceLevels(db: Db, levels: readonly VipLevelRow[]): Promise<void> {
  await sql`delete from reward_vip_level`.execute(db);
  for (const l of levels) {
    await sql`
      insert into reward_vip_level (level, name, icon_url, valid_bet, deposit, keep_valid_bet, upgrade_bonus,
        monthly_bonus, birthday_bonus, points_percent)
      values (${l.level}, ${l.name}, ${l.icon_url}, ${l.valid_bet}, ${l.deposit}, ${l.keep_valid_bet},
        ${l.upgrade_bonus}, ${l.monthly_bonus}, ${l.birthday_bonus}, ${l.points_percent})`.execute(db);
  }
}

export async function findLevel(db: Db, memberId: string): Promise<number> {
  const result = await sql<{ level: number }>`
    select level from reward_vip_member where member_id = ${memberId}`.execute(db);
  return result.rows[0]?.level ?? 0;
}

/** The member's row, created at level 0 if missing, locked for the caller's transaction. */
export async function lockMember(db: Db, memberId: string): Promise<number> {
  await sql`insert into reward_vip_member (member_id) values (${memberId}) on conflict do nothing`.execute(
    db,
  );
  const result = await sql<{ level: number }>`
    select level from reward_vip_member where member_id = ${memberId} for update`.execute(db);
  return result.rows[0]?.level ?? 0;
}

/** The points percent of the member's level (100 without a level or a ladder). */
export async function findPointsPercent(db: Db, memberId: string): Promise<number> {
  const result = await sql<{ points_percent: number }>`
    select l.points_percent from reward_vip_member v join reward_vip_level l on l.level = v.level
    where v.member_id = ${memberId}`.execute(db);
  return result.rows[0]?.points_percent ?? 100;
}

/** Marks a VIP period turned; false when it already was (another copy, a retry, a period change). */
export async function insertTurn(db: Db, periodKey: string): Promise<boolean> {
  const result = await sql`
    insert into reward_vip_turn (period_key) values (${periodKey}) on conflict do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function setLevel(db: Db, memberId: string, level: number): Promise<void> {
  await sql`update reward_vip_member set level = ${level}, updated_at = now() where member_id = ${memberId}`.execute(
    db,
  );
}

export async function addPeriodTotals(
  db: Db,
  memberId: string,
  month: string,
  add: { validBet: bigint; deposit: bigint },
): Promise<void> {
  await sql`
    insert into reward_vip_month (member_id, month, valid_bet, deposit)
    values (${memberId}, ${month}, ${add.validBet.toString()}, ${add.deposit.toString()})
    on conflict (member_id, month) do update set valid_bet = reward_vip_month.valid_bet + excluded.valid_bet,
      deposit = reward_vip_month.deposit + excluded.deposit`.execute(db);
}

/** Takes valid bet back out of a period's total, never below zero. */
export async function subtractPeriodValidBet(
  db: Db,
  memberId: string,
  periodKey: string,
  validBet: bigint,
): Promise<void> {
  await sql`
    update reward_vip_month set valid_bet = greatest(valid_bet - ${validBet.toString()}, 0)
    where member_id = ${memberId} and month = ${periodKey}`.execute(db);
}

export async function sumPeriods(
  db: Db,
  memberId: string,
  months: readonly string[],
): Promise<{ validBet: bigint; deposit: bigint }> {
  const result = await sql<{ valid_bet: string | null; deposit: string | null }>`
    select sum(valid_bet) as valid_bet, sum(deposit) as deposit from reward_vip_month
    where member_id = ${memberId} and month = any(${months as string[]}::text[])`.execute(db);
  const row = result.rows[0];
  return { validBet: BigInt(row?.valid_bet ?? 0), deposit: BigInt(row?.deposit ?? 0) };
}

export interface VipMemberMonth {
  member_id: string;
  level: number;
  valid_bet: string;
}

/** Members with a level, with their valid bet of `month`, locked. */
export async function lockRankedMembers(db: Db, month: string): Promise<VipMemberMonth[]> {
  const result = await sql<VipMemberMonth>`
    select v.member_id, v.level, coalesce(m.valid_bet, 0) as valid_bet
    from reward_vip_member v left join reward_vip_month m on m.member_id = v.member_id and m.month = ${month}
    where v.level > 0 order by v.member_id for update of v`.execute(db);
  return result.rows;
}

/** Members with a level whose profile birthday (yyyy-MM-dd) falls on this month and day. */
export async function findBirthdays(
  db: Db,
  monthDay: string,
): Promise<{ member_id: string; level: number }[]> {
  const result = await sql<{ member_id: string; level: number }>`
    select v.member_id, v.level from reward_vip_member v join member m on m.id = v.member_id
    where v.level > 0 and right(m.profile->>'birthday', 5) = ${monthDay}`.execute(db);
  return result.rows;
}
