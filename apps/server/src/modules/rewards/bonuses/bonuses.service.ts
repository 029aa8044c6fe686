import {
  formatMoney,
  toDecimalString,
  WalletEvent,
  type Grant,
  type GrantSource,
  type GrantStatus,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import type { AppError } from '../../../lib/envelope.js';
import { getMemberBalances, postJournal, type PostedJournal } from '../../money/ledger/ledger.service.js';
import type { MemberEvent as WalletNotice } from '../../messaging/notifications/notifications.service.js';
import * as repo from './bonuses.repository.js';
import { noTurnover, ruleToJson, spreadTurnover, turnoverRequired, type TurnoverRule } from './turnover.js';

export type GrantRow = repo.GrantRow;

export interface NewGrant {
  memberId: string;
  source: GrantSource;
  promotionId?: string | null;
  /** Names the business event: the same key is never paid twice, whatever races or retries happen. */
  key: string;
  title?: string | null;
  amount: bigint;
  depositAmount?: bigint;
  turnover?: TurnoverRule;
  details?: Record<string, unknown>;
}

export interface GrantResult {
  grant: GrantRow;
  posted: PostedJournal;
}

/**
 * Pays a reward from the house (rebate from house:rebate, everything else from house:bonus) in the
 * caller's transaction, with its turnover requirement. Answers null when the key was already granted.
 */
export async function grantReward(trx: Db, input: NewGrant): Promise<GrantResult | null> {
  if (input.amount <= 0n) return null;
  const rule = input.turnover ?? noTurnover;
  const deposit = input.depositAmount ?? 0n;
  const grant = await repo.insertGrant(trx, {
    memberId: input.memberId,
    source: input.source,
    promotionId: input.promotionId ?? null,
    key: input.key,
    title: input.title ?? null,
    amount: input.amount,
    depositAmount: deposit,
    turnoverRequired: turnoverRequired(rule, input.amount, deposit),
    maxBet: rule.maxBet,
    weights: rule.weights,
    details: { ...input.details, turnover: ruleToJson(rule) },
  });
  if (!grant) return null;
  const rebate = input.source === 'rebate';
  const posted = await postJournal(trx, {
    type: rebate ? 'rebate' : 'bonus',
    eventKey: `reward:${input.key}`,
    reference: `RW${grant.id}`,
    memo: { source: input.source, ...(input.title ? { title: input.title } : {}) },
    postings: [
      { account: { memberId: input.memberId, kind: 'main' }, amount: input.amount },
      { account: { house: rebate ? 'house:rebate' : 'house:bonus' }, amount: -input.amount },
    ],
  });
  return { grant, posted };
}

/** The live balance notice of a movement, to publish after its transaction commits. */
export function balanceNotice(memberId: string, posted: PostedJournal): WalletNotice {
  return {
    memberId,
    event: {
      type: WalletEvent.balanceChanged,
      balance: toDecimalString(posted.balances.get(`${memberId}:main`) ?? 0n),
      at: posted.createdAt.toISOString(),
    },
  };
}

export function toGrantView(row: GrantRow): Grant {
  const needed = BigInt(row.turnover_required);
  const done = BigInt(row.turnover_done);
  const open = row.status === 'active';
  return {
    id: row.id,
    source: row.source as GrantSource,
    title: row.title,
    amount: toDecimalString(BigInt(row.amount)),
    depositAmount: toDecimalString(BigInt(row.deposit_amount)),
    turnoverNeeded: toDecimalString(needed),
    turnoverDone: toDecimalString(done < needed ? done : needed),
    turnoverLeft: toDecimalString(open && needed > done ? needed - done : 0n),
    maxBet: row.max_bet === null ? null : toDecimalString(BigInt(row.max_bet)),
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    settledAt: row.settled_at ? new Date(row.settled_at).toISOString() : null,
  };
}

export async function listGrants(
  db: Db,
  memberId: string,
  query: { pageNo: number; pageSize: number; status?: GrantStatus | undefined },
): Promise<{ list: Grant[]; total: number }> {
  const { rows, total } = await repo.listGrants(db, {
    memberId,
    ...(query.status ? { status: query.status } : {}),
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return { list: rows.map(toGrantView), total };
}

export function findGrantByKey(db: Db, key: string): Promise<GrantRow | undefined> {
  return repo.findGrantByKey(db, key);
}

/** Counts a settled bet's valid bet towards the member's open turnover requirements (oldest first). */
export async function recordTurnover(
  trx: Db,
  memberId: string,
  gameType: string,
  validBet: bigint,
): Promise<void> {
  if (validBet <= 0n) return;
  const grants = await repo.lockActiveGrants(trx, memberId);
  if (grants.length === 0) return;
  const open = grants.map((grant) => ({
    id: grant.id,
    left: BigInt(grant.turnover_required) - BigInt(grant.turnover_done),
    weights: grant.weights,
  }));
  for (const move of spreadTurnover(open, gameType, validBet)) {
    await repo.addTurnover(trx, move.id, move.add, move.met);
  }
}

/**
 * Takes a voided round's valid bet back out of the member's open requirements, oldest first as it was
 * counted; a requirement already met stays met (its bonus may already be spent or withdrawn).
 */
export async function takeBackTurnover(
  trx: Db,
  memberId: string,
  gameType: string,
  validBet: bigint,
): Promise<void> {
  if (validBet <= 0n) return;
  const grants = await repo.lockActiveGrants(trx, memberId);
  const counted = grants.map((grant) => ({
    id: grant.id,
    left: BigInt(grant.turnover_done),
    weights: grant.weights,
  }));
  for (const move of spreadTurnover(counted, gameType, validBet)) {
    await repo.addTurnover(trx, move.id, -move.add, false);
  }
}

export interface TurnoverProgress {
  needed: bigint;
  done: bigint;
  left: bigint;
}

/** What the member's open turnover requirements still need, or null when none is open. */
export async function openTurnover(db: Db, memberId: string): Promise<TurnoverProgress | null> {
  const grants = await repo.findActiveGrants(db, memberId);
  if (grants.length === 0) return null;
  let needed = 0n;
  let done = 0n;
  for (const grant of grants) {
    needed += BigInt(grant.turnover_required);
    done += BigInt(grant.turnover_done);
  }
  return { needed, done, left: needed - done };
}

/** The largest bet the member's active bonuses allow, or null for no limit. */
export async function maxBetOf(db: Db, memberId: string): Promise<bigint | null> {
  let max: bigint | null = null;
  for (const grant of await repo.findActiveGrants(db, memberId)) {
    if (grant.max_bet === null) continue;
    const value = BigInt(grant.max_bet);
    if (max === null || value < max) max = value;
  }
  return max;
}

/** A bet above the active bonus's maximum bet is refused with this message. */
export async function maxBetRefusal(db: Db, memberId: string, amount: bigint): Promise<AppError | null> {
  const max = await maxBetOf(db, memberId);
  if (max === null || amount <= max) return null;
  return keyedError(403, 'bonus_max_bet', { max: formatMoney(max) });
}

/**
 * Gives up an active bonus: what is left of the bonus amount (at most the balance) goes back to the
 * house, and its turnover no longer holds withdrawals.
 */
export async function forfeitGrant(
  db: Db,
  memberId: string,
  grantId: string,
): Promise<{ grant: Grant; notice: WalletNotice | null }> {
  return db.transaction().execute(async (trx) => {
    const grant = await repo.lockGrant(trx, memberId, grantId);
    if (!grant) throw keyedError(404, 'bonus_not_found');
    if (grant.status !== 'active') throw keyedError(409, 'bonus_not_active');
    const { main } = await getMemberBalances(trx, memberId);
    const amount = BigInt(grant.amount);
    const back = main < amount ? main : amount;
    let notice: WalletNotice | null = null;
    if (back > 0n) {
      const posted = await postJournal(trx, {
        type: 'bonus_forfeit',
        eventKey: `reward:${grant.grant_key}:forfeit`,
        reference: `RW${grant.id}`,
        postings: [
          { account: { memberId, kind: 'main' }, amount: -back },
          { account: { house: grant.source === 'rebate' ? 'house:rebate' : 'house:bonus' }, amount: back },
        ],
      });
      notice = balanceNotice(memberId, posted);
    }
    return { grant: toGrantView(await repo.markForfeited(trx, grant.id, back)), notice };
  });
}

const MAX_REPORT_DAYS = 366;

/** Grants made in [from, to) (all time without `from`; up to now without `to`), by promotion or source. */
export async function bonusCostReport(
  db: Db,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
) {
  const from = query.from ? new Date(query.from) : null;
  const to = query.to ? new Date(query.to) : from && now;
  if (from && to && (!(to > from) || to.getTime() - from.getTime() > MAX_REPORT_DAYS * 86_400_000)) {
    throw keyedError(400, 'report_range_invalid', { days: MAX_REPORT_DAYS }, { field: 'to' });
  }
  const rows = await repo.bonusCost(db, { from, to });
  return rows.map((row) => ({
    promotionId: row.promotion_id,
    title: row.title,
    grants: Number(row.grants),
    granted: toDecimalString(BigInt(row.granted)),
    forfeited: toDecimalString(BigInt(row.forfeited)),
    active: Number(row.active),
  }));
}

/** A fixed bonus granted by staff; the request id makes a retry answer the same grant. */
export async function grantStaffBonus(
  db: Db,
  input: { memberId: string; amount: bigint; turnover: TurnoverRule; note: string; requestId: string },
): Promise<{ grant: Grant; notice: WalletNotice | null }> {
  const key = `staff:${input.requestId}`;
  return db.transaction().execute(async (trx) => {
    const result = await grantReward(trx, {
      memberId: input.memberId,
      source: 'staff',
      key,
      title: input.note || null,
      amount: input.amount,
      turnover: input.turnover,
    });
    if (result)
      return { grant: toGrantView(result.grant), notice: balanceNotice(input.memberId, result.posted) };
    const existing = await repo.findGrantByKey(trx, key);
    if (!existing || existing.member_id !== input.memberId || BigInt(existing.amount) !== input.amount) {
      throw keyedError(409, 'request_id_reused');
    }
    return { grant: toGrantView(existing), notice: null };
  });
}
