import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface RateRow {
  game_type: string;
  vip_level: number;
  rate_bp: number;
}

export async function listRates(db: Db): Promise<RateRow[]> {
  const result = await sql<RateRow>`select * from reward_rebate_rate order by game_type, vip_level`.execute(
    db,
  );
  return result.rows;
}

export async function replaceRates(db: Db, rates: readonly RateRow[], minClaim: bigint): Promise<void> {
  await sql`delete from reward_rebate_rate`.execute(db);
  for (const rate of rates) {
    await sql`
      insert into reward_rebate_rate (game_type, vip_level, rate_bp)
      values (${rate.game_type}, ${rate.vip_level}, ${rate.rate_bp})
      on conflict (game_type, vip_level) do update set rate_bp = excluded.rate_bp`.execute(db);
  }
  await sql`update reward_config set rebate_min_claim = ${minClaim.toString()}`.execute(db);
}

export async function findMinClaim(db: Db): Promise<bigint> {
  const result = await sql<{ rebate_min_claim: string }>`select rebate_min_claim from reward_config`.execute(
    db,
  );
  return BigInt(result.rows[0]?.rebate_min_claim ?? 0);
}

export async function addPending(
  db: Db,
  memberId: string,
  gameType: string,
  validBet: bigint,
): Promise<void> {
  await sql`
    insert into reward_rebate_pending (member_id, game_type, valid_bet)
    values (${memberId}, ${gameType}, ${validBet.toString()})
    on conflict (member_id, game_type) do update
      set valid_bet = reward_rebate_pending.valid_bet + excluded.valid_bet`.execute(db);
}

/** Takes valid bet back out of the accrued rebate, never below zero (a paid rebate stays paid). */
export async function subtractPending(
  db: Db,
  memberId: string,
  gameType: string,
  validBet: bigint,
): Promise<void> {
  await sql`
    update reward_rebate_pending set valid_bet = greatest(valid_bet - ${validBet.toString()}, 0)
    where member_id = ${memberId} and game_type = ${gameType}`.execute(db);
}

export interface PendingRow {
  game_type: string;
  valid_bet: string;
}

export async function findPending(db: Db, memberId: string): Promise<PendingRow[]> {
  const result = await sql<PendingRow>`
    select game_type, valid_bet from reward_rebate_pending
    where member_id = ${memberId} and valid_bet > 0 order by game_type`.execute(db);
  return result.rows;
}

export async function lockPending(db: Db, memberId: string): Promise<PendingRow[]> {
  const result = await sql<PendingRow>`
    select game_type, valid_bet from reward_rebate_pending
    where member_id = ${memberId} and valid_bet > 0 order by game_type for update`.execute(db);
  return result.rows;
}

export async function clearPending(db: Db, memberId: string, gameTypes: readonly string[]): Promise<void> {
  await sql`
    update reward_rebate_pending set valid_bet = 0
    where member_id = ${memberId} and game_type = any(${gameTypes as string[]}::text[])`.execute(db);
}

/** Members with valid bet waiting for a rebate, after `afterId`, in id order. */
export async function findMembersWithPending(db: Db, afterId: string, limit: number): Promise<string[]> {
  const result = await sql<{ member_id: string }>`
    select distinct member_id from reward_rebate_pending
    where valid_bet > 0 and member_id > ${afterId} order by member_id limit ${limit}`.execute(db);
  return result.rows.map((row) => row.member_id);
}

export interface PayoutRow {
  id: string;
  amount: string;
  details: { kind?: 'manual' | 'daily' };
  created_at: Date;
}

export async function findPayouts(db: Db, memberId: string, limit: number): Promise<PayoutRow[]> {
  const result = await sql<PayoutRow>`
    select id, amount, details, created_at from reward_grant
    where member_id = ${memberId} and source = 'rebate' order by id desc limit ${limit}`.execute(db);
  return result.rows;
}
