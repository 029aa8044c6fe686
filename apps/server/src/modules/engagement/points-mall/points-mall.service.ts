import {
  parseMinor,
  toDecimalString,
  type PointGood,
  type Redemption,
  type RedemptionResult,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { fieldError, keyedError } from '../../../lib/app-errors.js';
import { toPage } from '../../../lib/paged-list.js';
import { newReadableCode } from '../../../lib/secure-token.js';
import type { Member } from '../../identity/member/member.service.js';
import { verifyPaymentPassword } from '../../identity/payment-password/payment-password.service.js';
import { getMemberBalances, postJournal } from '../../money/ledger/ledger.service.js';
import { runOnce } from '../../platform/idempotency/idempotency.service.js';
import { findExchangeRate, validBetOf } from '../points/points.service.js';
import { postUnits } from '../unit-ledger/unit-ledger.service.js';
import * as repo from './points-mall.repository.js';

/**
 * The points mall: goods (physical with a receiving address, virtual, cash) redeemed for points with
 * the payment password, points converted to cash at the exchange rate table, and staff fulfilling or
 * rejecting redemptions. Stock and per-player limits hold under concurrency: a redemption locks its
 * item's row, so redemptions of one item take their turn.
 */

function goodView(row: repo.GoodRow): PointGood {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    kind: row.kind,
    pointsRequirement: row.points_cost,
    amountRequirement: toDecimalString(BigInt(row.amount_requirement_minor)),
    cashAmount: toDecimalString(BigInt(row.cash_amount_minor)),
    stock: row.stock,
    perPlayerLimit: row.per_player_limit,
  };
}

export function redemptionView(row: repo.RedemptionRow): Redemption {
  return {
    reference: row.reference,
    applyTime: new Date(row.created_at).toISOString(),
    type: row.kind,
    name: row.name,
    quantity: row.quantity,
    status: row.status,
    changedPoints: `-${row.points}`,
    pointsBalance: row.points_balance_after,
    redeemAmount: toDecimalString(BigInt(row.amount_minor)),
    receivingAddress: row.receiving_address,
    remark: row.remark,
  };
}

export async function listGoods(db: Db): Promise<{ list: PointGood[] }> {
  return { list: (await repo.findGoods(db, true)).map(goodView) };
}

interface Spend {
  member: Member;
  requestId: string;
  kind: 'goods' | 'convert';
  goodId: string | null;
  name: string;
  quantity: number;
  points: bigint;
  /** Cash credited now (cash goods and conversions). */
  cash: bigint;
  receivingAddress: string | null;
}

/** Takes the points, pays any cash and records the redemption, in the caller's transaction. */
async function spendPoints(trx: Db, spend: Spend): Promise<RedemptionResult> {
  const reference = `P${newReadableCode(11)}`;
  const posted = await postUnits(trx, {
    memberId: spend.member.id,
    asset: 'points',
    amount: -spend.points,
    eventKey: `points:${spend.kind}:${reference}`,
    reason: spend.kind === 'goods' ? 'redeem' : 'convert',
    reference,
    memo: { name: spend.name },
  });
  if (!posted) throw new Error(`redemption ${reference} posted twice`);
  let balance: bigint;
  if (spend.cash > 0n) {
    const journal = await postJournal(trx, {
      type: 'points_conversion',
      eventKey: `points:cash:${reference}`,
      reference,
      memo: { name: spend.name },
      postings: [
        { account: { memberId: spend.member.id, kind: 'main' }, amount: spend.cash },
        { account: { house: 'house:promotions' }, amount: -spend.cash },
      ],
    });
    balance = journal.balances.get(`${spend.member.id}:main`) ?? 0n;
  } else {
    balance = (await getMemberBalances(trx, spend.member.id)).main;
  }
  const status = spend.kind === 'convert' || spend.cash > 0n ? 'approved' : 'in_process';
  await repo.insertRedemption(trx, {
    reference,
    memberId: spend.member.id,
    requestId: spend.requestId,
    kind: spend.kind,
    goodId: spend.goodId,
    name: spend.name,
    quantity: spend.quantity,
    points: spend.points,
    amount: spend.cash,
    status,
    receivingAddress: spend.receivingAddress,
    pointsBalanceAfter: posted.balance,
  });
  const row = await repo.findRedemptionByReference(trx, reference);
  if (!row) throw new Error(`redemption ${reference} missing`);
  return { ...redemptionView(row), balance: toDecimalString(balance) };
}

export async function redeemGood(
  db: Db,
  member: Member,
  input: {
    goodId: string;
    quantity: number;
    receivingAddress?: string | undefined;
    paymentPassword: string;
    requestId: string;
  },
): Promise<RedemptionResult> {
  const good = await repo.findGood(db, input.goodId);
  if (!good?.enabled) throw keyedError(404, 'good_not_found');
  const address = input.receivingAddress?.trim() ?? '';
  if (good.kind === 'physical' && address === '') {
    throw fieldError('receivingAddress', 'receiving_address_required');
  }
  await verifyPaymentPassword(db, member, input.paymentPassword);
  const request = {
    scope: `member:${member.id}`,
    key: input.requestId,
    payload: { op: 'points:redeem', goodId: input.goodId, quantity: input.quantity, address },
  };
  const { value } = await runOnce(db, request, async (trx) => {
    const locked = await repo.lockGood(trx, input.goodId);
    if (!locked?.enabled) throw keyedError(404, 'good_not_found');
    if (locked.stock !== null && locked.stock < input.quantity) throw keyedError(400, 'good_out_of_stock');
    if (locked.per_player_limit !== null) {
      const used = await repo.countRedeemed(trx, member.id, locked.id);
      if (used + input.quantity > locked.per_player_limit) throw keyedError(400, 'good_limit_reached');
    }
    const required = BigInt(locked.amount_requirement_minor);
    if (required > 0n && (await validBetOf(trx, member.id)) < required) {
      throw keyedError(400, 'good_amount_requirement', { amount: toDecimalString(required) });
    }
    if (locked.stock !== null) await repo.changeStock(trx, locked.id, -input.quantity);
    const quantity = BigInt(input.quantity);
    return spendPoints(trx, {
      member,
      requestId: input.requestId,
      kind: 'goods',
      goodId: locked.id,
      name: locked.name,
      quantity: input.quantity,
      points: BigInt(locked.points_cost) * quantity,
      cash: BigInt(locked.cash_amount_minor) * quantity,
      receivingAddress: locked.kind === 'physical' ? address : null,
    });
  });
  return value;
}

export async function convertPoints(
  db: Db,
  member: Member,
  input: { rateId: string; units: number; paymentPassword: string; requestId: string },
): Promise<RedemptionResult> {
  const rate = await findExchangeRate(db, input.rateId);
  if (!rate) throw keyedError(404, 'exchange_rate_not_found');
  if (input.units < rate.min_units || input.units > rate.max_units) {
    throw fieldError('units', 'exchange_units_range', { min: rate.min_units, max: rate.max_units });
  }
  await verifyPaymentPassword(db, member, input.paymentPassword);
  const units = BigInt(input.units);
  const request = {
    scope: `member:${member.id}`,
    key: input.requestId,
    payload: { op: 'points:convert', rateId: input.rateId, units: input.units },
  };
  const { value } = await runOnce(db, request, (trx) =>
    spendPoints(trx, {
      member,
      requestId: input.requestId,
      kind: 'convert',
      goodId: null,
      name: `${rate.points_ratio}:${toDecimalString(BigInt(rate.redeem_amount_minor))}`,
      quantity: input.units,
      points: BigInt(rate.points_ratio) * units,
      cash: BigInt(rate.redeem_amount_minor) * units,
      receivingAddress: null,
    }),
  );
  return value;
}

export async function listMemberRedemptions(
  db: Db,
  memberId: string,
  query: { pageNo: number; pageSize: number },
) {
  const { rows, total } = await repo.findRedemptions(db, {
    memberId,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return toPage(rows.map(redemptionView), total, query);
}

// ---- Staff ----

const operatorView = (row: repo.RedemptionRow) => ({
  ...redemptionView(row),
  id: row.id,
  username: row.username,
});

export async function listRedemptionsForStaff(
  db: Db,
  query: { status?: string | undefined; pageNo: number; pageSize: number },
) {
  const { rows, total } = await repo.findRedemptions(db, {
    ...(query.status ? { status: query.status } : {}),
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return toPage(rows.map(operatorView), total, query);
}

/**
 * Fulfils or rejects an in-process redemption, once: the row is locked and must still be in process.
 * A rejection gives the points back (its own event key, so never twice) and the stock.
 */
export async function decideRedemption(
  db: Db,
  staff: Member,
  id: string,
  decision: { status: 'approved' | 'rejected'; remark: string },
) {
  return db.transaction().execute(async (trx) => {
    const row = await repo.lockRedemption(trx, id);
    if (!row) throw keyedError(404, 'redemption_not_found');
    if (row.status !== 'in_process') throw keyedError(400, 'redemption_decided');
    await repo.decideRedemption(trx, id, { ...decision, staffId: staff.id });
    if (decision.status === 'rejected') {
      await postUnits(trx, {
        memberId: row.member_id,
        asset: 'points',
        amount: BigInt(row.points),
        eventKey: `points:rejected:${row.reference}`,
        reason: 'redeem_rejected',
        reference: row.reference,
        memo: { name: row.name },
      });
      if (row.good_id) await repo.changeStock(trx, row.good_id, row.quantity);
    }
    const updated = await repo.findRedemptionByReference(trx, row.reference);
    if (!updated) throw new Error(`redemption ${row.reference} missing`);
    return operatorView(updated);
  });
}

export interface GoodForm {
  name: string;
  description: string;
  imageUrl: string;
  kind: 'physical' | 'virtual' | 'cash';
  pointsRequirement: number;
  amountRequirement: string;
  cashAmount: string;
  stock: number | null;
  perPlayerLimit: number | null;
  enabled: boolean;
  sort: number;
}

function goodInput(form: GoodForm): repo.GoodInput {
  const cashAmount = parseMinor(form.cashAmount) ?? 0n;
  if ((form.kind === 'cash') !== cashAmount > 0n) {
    throw fieldError('cashAmount', 'input_cannot_be_empty');
  }
  return {
    ...form,
    pointsCost: BigInt(form.pointsRequirement),
    amountRequirement: parseMinor(form.amountRequirement) ?? 0n,
    cashAmount,
  };
}

const staffGoodView = (row: repo.GoodRow) => ({ ...goodView(row), enabled: row.enabled, sort: row.sort });

export async function listGoodsForStaff(db: Db) {
  return { list: (await repo.findGoods(db, false)).map(staffGoodView) };
}

export async function saveGood(db: Db, id: string | null, form: GoodForm) {
  const input = goodInput(form);
  const goodId = id ?? (await repo.insertGood(db, input));
  if (id !== null && !(await repo.updateGood(db, id, input))) throw keyedError(404, 'good_not_found');
  const row = await repo.findGood(db, goodId);
  if (!row) throw keyedError(404, 'good_not_found');
  return staffGoodView(row);
}
