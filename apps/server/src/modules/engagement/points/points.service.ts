import {
  toDecimalString,
  type GameType,
  type PointBalance,
  type PointConfig,
  type PointEntry,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { toPage } from '../../../lib/paged-list.js';
import { vipPointsPercent } from '../../rewards/vip/vip.service.js';
import type { RoundTransition } from '../round-voids/round-voids.service.js';
import {
  listUnitEntries,
  lockUnitBalance,
  postUnits,
  unitBalance,
  unitMovementOf,
} from '../unit-ledger/unit-ledger.service.js';
import * as repo from './points.repository.js';

/**
 * Points: earned on valid bet at a rate per game type, times the member's VIP level percent, never
 * expiring, kept on the unit ledger.
 */

/** Points a valid bet earns: whole points only, the fraction of a unit is not carried over. */
export function pointsForBet(
  validBet: bigint,
  rule: { pointsPerUnit: number; unit: bigint },
  vipPercent = 100,
): bigint {
  if (validBet <= 0n || rule.pointsPerUnit <= 0 || vipPercent <= 0) return 0n;
  return (validBet * BigInt(rule.pointsPerUnit) * BigInt(vipPercent)) / (rule.unit * 100n);
}

/** Credits the points of one settled round (once per round) and counts its valid bet. */
export async function earnPointsForWager(
  trx: Db,
  wager: { memberId: string; roundRef: string; gameType: string; validBetMinor: bigint },
): Promise<bigint> {
  if (wager.validBetMinor <= 0n) return 0n;
  const rule = await repo.findEarnRule(trx, wager.gameType);
  const points = rule
    ? pointsForBet(
        wager.validBetMinor,
        { pointsPerUnit: rule.points_per_unit, unit: BigInt(rule.unit_minor) },
        await vipPointsPercent(trx, wager.memberId),
      )
    : 0n;
  if (points > 0n) {
    const posted = await postUnits(trx, {
      memberId: wager.memberId,
      asset: 'points',
      amount: points,
      eventKey: `points:wager:${wager.roundRef}`,
      reason: 'wager',
      reference: wager.roundRef,
      memo: { gameType: wager.gameType },
    });
    if (!posted) return 0n;
  }
  await repo.addTurnover(trx, wager.memberId, wager.validBetMinor);
  return points;
}

/**
 * A resettlement voided a round: the points it earned go back (a reversing journal, at most the
 * balance: points already spent on goods or cash are not clawed back, the shortfall is kept in the
 * memo) and its valid bet leaves the points turnover. Restored to a result: what was taken back is
 * credited again and the valid bet counts again.
 */
export async function applyRoundTransitionToPoints(
  trx: Db,
  memberId: string,
  transition: RoundTransition,
): Promise<void> {
  const { roundKey, mark, stake } = transition;
  if (transition.change === 'voided') {
    await repo.removeTurnover(trx, memberId, stake);
    const earned = await unitMovementOf(trx, `points:wager:${roundKey}`);
    const taken = minBigInt(earned, await lockUnitBalance(trx, memberId, 'points'));
    if (taken <= 0n) return;
    await postUnits(trx, {
      memberId,
      asset: 'points',
      amount: -taken,
      eventKey: `points:void:${mark}`,
      reason: 'adjustment',
      reference: roundKey,
      memo: { change: 'voided', earned: earned.toString(), shortfall: (earned - taken).toString() },
    });
    return;
  }
  await repo.addTurnover(trx, memberId, stake);
  const taken = -(await unitMovementOf(trx, `points:void:${mark}`));
  if (taken <= 0n) return;
  await postUnits(trx, {
    memberId,
    asset: 'points',
    amount: taken,
    eventKey: `points:restore:${mark}`,
    reason: 'adjustment',
    reference: roundKey,
    memo: { change: 'restored' },
  });
}

const minBigInt = (a: bigint, b: bigint): bigint => (a < b ? a : b);

export const validBetOf = (db: Db, memberId: string): Promise<bigint> => repo.findTurnover(db, memberId);

export async function getPointBalance(db: Db, memberId: string): Promise<PointBalance> {
  const [points, validBet] = await Promise.all([
    unitBalance(db, memberId, 'points'),
    validBetOf(db, memberId),
  ]);
  return { points: points.toString(), validBet: toDecimalString(validBet) };
}

export async function listPointDetails(
  db: Db,
  memberId: string,
  query: { pageNo: number; pageSize: number },
) {
  const { list, total } = await listUnitEntries(db, { memberId, asset: 'points', ...query });
  const entries: PointEntry[] = list.map((entry) => ({
    id: entry.id,
    time: entry.time.toISOString(),
    reason: entry.reason,
    points: entry.amount.toString(),
    balance: entry.balanceAfter.toString(),
    reference: entry.reference,
  }));
  return toPage(entries, total, query);
}

export async function getPointConfig(db: Db): Promise<PointConfig> {
  const [rates, rules] = await Promise.all([repo.findRates(db), repo.findEarnRules(db)]);
  return {
    rates: rates.map((rate) => ({
      id: rate.id,
      pointsRatio: rate.points_ratio,
      redeemAmount: toDecimalString(BigInt(rate.redeem_amount_minor)),
      minUnits: rate.min_units,
      maxUnits: rate.max_units,
    })),
    earnRules: rules.map((rule) => ({
      gameType: rule.game_type as GameType,
      pointsPerUnit: rule.points_per_unit,
      unit: toDecimalString(BigInt(rule.unit_minor)),
    })),
  };
}

export async function setPointRates(
  db: Db,
  input: {
    rates: { pointsRatio: number; redeemAmount: bigint; minUnits: number; maxUnits: number }[];
    earnRules: { gameType: string; pointsPerUnit: number; unit: bigint }[];
  },
): Promise<PointConfig> {
  await db.transaction().execute((trx) => repo.replaceRates(trx, input.rates, input.earnRules));
  return getPointConfig(db);
}

export const findExchangeRate = (db: Db, id: string) => repo.findRate(db, id);
