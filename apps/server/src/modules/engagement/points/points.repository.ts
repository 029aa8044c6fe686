import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface EarnRuleRow {
  game_type: string;
  points_per_unit: number;
  unit_minor: string;
}

export interface RateRow {
  id: string;
  points_ratio: string;
  redeem_amount_minor: string;
  min_units: number;
  max_units: number;
}

export async function findEarnRules(db: Db): Promise<EarnRuleRow[]> {
  const result = await sql<EarnRuleRow>`
    select game_type, points_per_unit, unit_minor from point_earn_rule order by game_type`.execute(db);
  return result.rows;
}

export async function findEarnRule(db: Db, gameType: string): Promise<EarnRuleRow | undefined> {
  const result = await sql<EarnRuleRow>`
    select game_type, points_per_unit, unit_minor from point_earn_rule where game_type = ${gameType}`.execute(
    db,
  );
  return result.rows[0];
}

export async function findRates(db: Db): Promise<RateRow[]> {
  const result = await sql<RateRow>`
    select id, points_ratio, redeem_amount_minor, min_units, max_units from point_exchange_rate
    where enabled order by sort, id`.execute(db);
  return result.rows;
}

export async function findRate(db: Db, id: string): Promise<RateRow | undefined> {
  const result = await sql<RateRow>`
    select id, points_ratio, redeem_amount_minor, min_units, max_units from point_exchange_rate
    where id = ${id} and enabled`.execute(db);
  return result.rows[0];
}

export async function replaceRates(
  db: Db,
  rates: { pointsRatio: number; redeemAmount: bigint; minUnits: number; maxUnits: number }[],
  rules: { gameType: string; pointsPerUnit: number; unit: bigint }[],
): Promise<void> {
  // Old rows stay (disabled): past conversions keep pointing at the rate they used.
  await sql`update point_exchange_rate set enabled = false where enabled`.execute(db);
  for (const [sort, rate] of rates.entries()) {
    await sql`
      insert into point_exchange_rate (points_ratio, redeem_amount_minor, min_units, max_units, sort)
      values (${rate.pointsRatio}, ${rate.redeemAmount.toString()}, ${rate.minUnits}, ${rate.maxUnits}, ${sort})`.execute(
      db,
    );
  }
  await sql`delete from point_earn_rule`.execute(db);
  for (const rule of rules) {
    await sql`
      insert into point_earn_rule (game_type, points_per_unit, unit_minor)
      values (${rule.gameType}, ${rule.pointsPerUnit}, ${rule.unit.toString()})`.execute(db);
  }
}

export async function addTurnover(db: Db, memberId: string, validBet: bigint): Promise<void> {
  await sql`
    insert into point_member_turnover (member_id, valid_bet_minor) values (${memberId}, ${validBet.toString()})
    on conflict (member_id) do update
      set valid_bet_minor = point_member_turnover.valid_bet_minor + excluded.valid_bet_minor`.execute(db);
}

export async function findTurnover(db: Db, memberId: string): Promise<bigint> {
  const result = await sql<{ valid_bet_minor: string }>`
    select valid_bet_minor from point_member_turnover where member_id = ${memberId}`.execute(db);
  return BigInt(result.rows[0]?.valid_bet_minor ?? '0');
}

/** Takes valid bet back out of the member's points turnover (never below zero). */
export async function removeTurnover(db: Db, memberId: string, validBet: bigint): Promise<void> {
  await sql`
    update point_member_turnover set valid_bet_minor = greatest(valid_bet_minor - ${validBet.toString()}::bigint, 0)
    where member_id = ${memberId}`.execute(db);
}
