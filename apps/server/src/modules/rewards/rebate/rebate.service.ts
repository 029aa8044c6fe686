import { randomUUID } from 'node:crypto';
import { toDecimalString, type GameType, type RebateSummary } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { formatMoney } from '@app/contracts';
import type { MemberEvent as WalletNotice } from '../../messaging/notifications/notifications.service.js';
import { balanceNotice, grantReward } from '../bonuses/bonuses.service.js';
import { vipLevelOf } from '../vip/vip.service.js';
import * as repo from './rebate.repository.js';

export interface RebateRate {
  gameType: GameType;
  vipLevel: number;
  rateBp: number;
}

/** The rate of a game type for a VIP level: the one of the highest level at or below it (0 if none). */
export function rateFor(rates: readonly RebateRate[], gameType: string, vipLevel: number): number {
  let best: RebateRate | undefined;
  for (const rate of rates) {
    if (rate.gameType !== gameType || rate.vipLevel > vipLevel) continue;
    if (!best || rate.vipLevel > best.vipLevel) best = rate;
  }
  return best?.rateBp ?? 0;
}

export async function listRebateRates(db: Db): Promise<{ minClaim: bigint; rates: RebateRate[] }> {
  const [rows, minClaim] = await Promise.all([repo.listRates(db), repo.findMinClaim(db)]);
  return {
    minClaim,
    rates: rows.map((row) => ({
      gameType: row.game_type as GameType,
      vipLevel: row.vip_level,
      rateBp: row.rate_bp,
    })),
  };
}

export async function rebateRatesView(db: Db) {
  const { minClaim, rates } = await listRebateRates(db);
  return { minClaim: toDecimalString(minClaim), rates };
}

export async function setRebateRates(db: Db, input: { minClaim: bigint; rates: RebateRate[] }) {
  await db.transaction().execute((trx) =>
    repo.replaceRates(
      trx,
      input.rates.map((rate) => ({
        game_type: rate.gameType,
        vip_level: rate.vipLevel,
        rate_bp: rate.rateBp,
      })),
      input.minClaim,
    ),
  );
  return rebateRatesView(db);
}

/** A settled bet's valid bet waits for the member's next rebate. */
export function recordRebateBet(
  trx: Db,
  memberId: string,
  gameType: string,
  validBet: bigint,
): Promise<void> {
  if (validBet <= 0n) return Promise.resolve();
  return repo.addPending(trx, memberId, gameType, validBet);
}

/** A voided round's valid bet leaves the rebate not yet paid. */
export function removeRebateBet(
  trx: Db,
  memberId: string,
  gameType: string,
  validBet: bigint,
): Promise<void> {
  if (validBet <= 0n) return Promise.resolve();
  return repo.subtractPending(trx, memberId, gameType, validBet);
}

interface Accrued {
  categories: { gameType: GameType; validBet: bigint; rateBp: number; amount: bigint }[];
  total: bigint;
}

async function accrue(db: Db, memberId: string, pending: readonly repo.PendingRow[]): Promise<Accrued> {
  const [{ rates }, level] = await Promise.all([listRebateRates(db), vipLevelOf(db, memberId)]);
  const categories = pending.map((row) => {
    const validBet = BigInt(row.valid_bet);
    const rateBp = rateFor(rates, row.game_type, level);
    return {
      gameType: row.game_type as GameType,
      validBet,
      rateBp,
      amount: (validBet * BigInt(rateBp)) / 10_000n,
    };
  });
  return { categories, total: categories.reduce((sum, row) => sum + row.amount, 0n) };
}

export async function getRebateSummary(db: Db, memberId: string): Promise<RebateSummary> {
  const [accrued, minClaim, payouts] = await Promise.all([
    repo.findPending(db, memberId).then((pending) => accrue(db, memberId, pending)),
    repo.findMinClaim(db),
    repo.findPayouts(db, memberId, 20),
  ]);
  return {
    minClaim: toDecimalString(minClaim),
    total: toDecimalString(accrued.total),
    claimable: accrued.total > 0n && accrued.total >= minClaim,
    categories: accrued.categories.map((row) => ({
      gameType: row.gameType,
      validBet: toDecimalString(row.validBet),
      ratePercent: (row.rateBp / 100).toFixed(2),
      amount: toDecimalString(row.amount),
    })),
    history: payouts.map((row) => ({
      id: row.id,
      kind: row.details.kind ?? 'manual',
      amount: toDecimalString(BigInt(row.amount)),
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** Pays what the member's valid bet has accrued and starts the count again; null when nothing accrued. */
async function payRebate(trx: Db, memberId: string, kind: 'manual' | 'daily', key: string, minimum: bigint) {
  const pending = await repo.lockPending(trx, memberId);
  const accrued = await accrue(trx, memberId, pending);
  if (accrued.total < minimum || accrued.total <= 0n) return { accrued, granted: null };
  const granted = await grantReward(trx, {
    memberId,
    source: 'rebate',
    key,
    title: null,
    amount: accrued.total,
    details: {
      kind,
      categories: accrued.categories.map((row) => ({
        ...row,
        validBet: row.validBet.toString(),
        amount: row.amount.toString(),
      })),
    },
  });
  if (granted)
    await repo.clearPending(
      trx,
      memberId,
      pending.map((row) => row.game_type),
    );
  return { accrued, granted };
}

/** The manual rebate: at least the minimum, once however many times it is clicked. */
export async function claimRebate(
  db: Db,
  memberId: string,
): Promise<{ amount: bigint; balance: bigint; notice: WalletNotice }> {
  return db.transaction().execute(async (trx) => {
    const minClaim = await repo.findMinClaim(trx);
    const floor = minClaim > 0n ? minClaim : 1n;
    const { granted } = await payRebate(
      trx,
      memberId,
      'manual',
      `rebate:${memberId}:manual:${randomUUID()}`,
      floor,
    );
    if (!granted) throw keyedError(409, 'rebate_below_minimum', { min: formatMoney(minClaim) });
    return {
      amount: BigInt(granted.grant.amount),
      balance: granted.posted.balances.get(`${memberId}:main`) ?? 0n,
      notice: balanceNotice(memberId, granted.posted),
    };
  });
}

const BATCH = 200;

/** The daily rebate: every member's accrued rebate (any amount) for the day named `day`. */
export async function runDailyRebate(trx: Db, day: string): Promise<{ paid: number }> {
  let paid = 0;
  let after = '0';
  for (;;) {
    const members = await repo.findMembersWithPending(trx, after, BATCH);
    for (const memberId of members) {
      const { granted } = await payRebate(trx, memberId, 'daily', `rebate:${memberId}:daily:${day}`, 1n);
      if (granted) paid += 1;
    }
    if (members.length < BATCH) return { paid };
    after = members[members.length - 1] as string;
  }
}
