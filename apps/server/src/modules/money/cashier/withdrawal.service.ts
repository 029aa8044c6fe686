import { randomUUID } from 'node:crypto';
import {
  fillPath,
  formatMoney,
  getWithdrawalProofEndpoint,
  paymentChannelDetailsSchema,
  toDecimalString,
  WalletEvent,
  type DisputeOutcome,
  type ReceiptResult,
  type Withdrawal,
  type WithdrawalStatus,
  type WithdrawInfo,
} from '@app/contracts';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { checkAmountRange } from '../../../lib/amount-range.js';
import type { WithdrawalProofRow, WithdrawalRow } from '../../../db/schema-wallet.js';
import { fieldError, keyedError } from '../../../lib/app-errors.js';
import { runOnce } from '../../platform/idempotency/idempotency.service.js';
import { getMemberBalances, postJournal } from '../ledger/ledger.service.js';
import type { Member } from '../../identity/member/member.service.js';
import { sendMessage } from '../../messaging/messages/messages.service.js';
import { publishEvents, type MemberEvent } from '../../messaging/notifications/notifications.service.js';
import {
  hasPaymentPassword,
  verifyPaymentPassword,
} from '../../identity/payment-password/payment-password.service.js';
import type { FileStorage } from './file-storage.js';
import { checkUploadedImages, proofResponseHeaders, reencodeUploadedImages } from './proof-image.js';
import { getOwnPayoutAccount, listPayoutAccounts } from './payout-account.service.js';
import { listWithdrawalChannels } from './deposit.repository.js';
import { instructionsByLanguage } from './deposit.service.js';
import { withdrawalReference } from './references.js';
import { toOperatorWithdrawalView, toWithdrawalView, type WithdrawalWithMember } from './views.js';
import * as repo from './withdrawal.repository.js';
import { firstWithdrawalRefusal } from './withdrawal-gates.js';
import { withdrawalGates } from '../../../withdrawal-gates.js';

type WithdrawConfig = Pick<
  AppConfig,
  'WITHDRAW_MIN_AMOUNT' | 'WITHDRAW_MAX_AMOUNT' | 'WITHDRAW_AUTO_CONFIRM_MINUTES'
>;

const playerProofUrl = (proof: WithdrawalProofRow) =>
  fillPath(getWithdrawalProofEndpoint.path, { id: proof.withdrawal_id, proofId: proof.id });

async function playerView(db: Db, config: WithdrawConfig, row: WithdrawalRow): Promise<Withdrawal> {
  const proofs = await repo.findProofs(db, [row.id]);
  return toWithdrawalView(row, proofs, config.WITHDRAW_AUTO_CONFIRM_MINUTES, { proofUrl: playerProofUrl });
}

async function operatorView(db: Db, config: WithdrawConfig, row: WithdrawalWithMember) {
  return toOperatorWithdrawalView(
    row,
    await repo.findProofs(db, [row.id]),
    config.WITHDRAW_AUTO_CONFIRM_MINUTES,
  );
}

interface OfferedMethod {
  method: WithdrawInfo['methods'][number]['method'];
  min: bigint;
  max: bigint;
  details: Record<string, string>;
}

/**
 * The payout methods whose withdrawal channel is enabled, each with its range: the channel's limits
 * inside the site-wide WITHDRAW_MIN/MAX_AMOUNT (a method whose ranges do not overlap is not offered).
 */
async function offeredMethods(db: Db, config: WithdrawConfig): Promise<OfferedMethod[]> {
  const channels = await listWithdrawalChannels(db);
  return channels.flatMap((channel) => {
    if (channel.method === 'gateway') return [];
    const min = maxOf(config.WITHDRAW_MIN_AMOUNT, BigInt(channel.min_amount));
    const max = minOf(config.WITHDRAW_MAX_AMOUNT, BigInt(channel.max_amount));
    return min <= max ? [{ method: channel.method, min, max, details: channel.details }] : [];
  });
}
const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);
const minOf = (a: bigint, b: bigint) => (a < b ? a : b);

export async function getWithdrawInfo(db: Db, config: WithdrawConfig, member: Member): Promise<WithdrawInfo> {
  const [balances, accounts, methods] = await Promise.all([
    getMemberBalances(db, member.id),
    listPayoutAccounts(db, member.id),
    offeredMethods(db, config),
  ]);
  return {
    methods: methods.map((offered) => {
      const details = paymentChannelDetailsSchema.parse(offered.details);
      return {
        method: offered.method,
        minAmount: toDecimalString(offered.min),
        maxAmount: toDecimalString(offered.max),
        instructions: details.instructions ?? null,
        instructionsByLanguage: instructionsByLanguage(details),
      };
    }),
    balance: toDecimalString(balances.main),
    pendingWithdrawal: toDecimalString(balances.hold),
    minAmount: toDecimalString(config.WITHDRAW_MIN_AMOUNT),
    maxAmount: toDecimalString(config.WITHDRAW_MAX_AMOUNT),
    hasPaymentPassword: hasPaymentPassword(member),
    accounts,
    autoConfirmMinutes: config.WITHDRAW_AUTO_CONFIRM_MINUTES,
  };
}

export interface NewWithdrawal {
  payoutAccountId: string;
  amount: bigint;
  paymentPassword: string;
  requestId: string;
}

/**
 * A withdrawal request: the amount moves from the balance to the member's hold account at once, so it
 * cannot be spent again while the operator decides.
 */
export async function requestWithdrawal(
  db: Db,
  config: WithdrawConfig,
  member: Member,
  input: NewWithdrawal,
): Promise<Withdrawal> {
  checkAmountRange(input.amount, config.WITHDRAW_MIN_AMOUNT, config.WITHDRAW_MAX_AMOUNT);
  await verifyPaymentPassword(db, member, input.paymentPassword);
  const account = await getOwnPayoutAccount(db, member.id, input.payoutAccountId);
  const offered = (await offeredMethods(db, config)).find((entry) => entry.method === account.method);
  if (!offered) throw keyedError(400, 'withdrawal_method_unavailable', {}, { field: 'payoutAccountId' });
  checkAmountRange(input.amount, offered.min, offered.max);
  const request = {
    scope: `member:${member.id}`,
    key: input.requestId,
    payload: { op: 'withdraw', payoutAccountId: account.id, amount: input.amount },
  };
  let balance: MemberEvent | null = null;
  const { value } = await runOnce(db, request, async (trx) => {
    const refusal = await firstWithdrawalRefusal(trx, withdrawalGates, {
      memberId: member.id,
      amountMinor: input.amount,
      now: new Date(),
    });
    if (refusal) throw keyedError(409, refusal.key, refusal.params);
    const row = await repo.insertWithdrawal(trx, {
      member_id: member.id,
      payout_account_id: account.id,
      account: JSON.stringify({
        method: account.method,
        provider: account.provider,
        accountName: account.account_name,
        accountNumber: account.account_number,
        branch: account.branch,
      }),
      amount: input.amount.toString(),
    });
    const posted = await postJournal(trx, {
      type: 'withdrawal',
      eventKey: `withdrawal:${row.id}:hold`,
      reference: withdrawalReference(row.id),
      postings: [
        { account: { memberId: member.id, kind: 'main' }, amount: -input.amount },
        { account: { memberId: member.id, kind: 'hold' }, amount: input.amount },
      ],
    });
    balance = {
      memberId: member.id,
      event: {
        type: WalletEvent.balanceChanged,
        balance: toDecimalString(posted.balances.get(`${member.id}:main`) ?? 0n),
        at: posted.createdAt.toISOString(),
      },
    };
    return playerView(trx, config, row);
  });
  if (balance) void publishEvents(db, [balance]);
  return value;
}

export async function listMemberWithdrawals(
  db: Db,
  config: WithdrawConfig,
  memberId: string,
  query: { pageNo: number; pageSize: number; status?: WithdrawalStatus | undefined },
) {
  const { rows, total } = await repo.listWithdrawals(db, {
    memberId,
    ...(query.status ? { status: query.status } : {}),
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const proofs = await repo.findProofs(
    db,
    rows.map((row) => row.id),
  );
  const list = rows.map((row) =>
    toWithdrawalView(
      row,
      proofs.filter((proof) => proof.withdrawal_id === row.id),
      config.WITHDRAW_AUTO_CONFIRM_MINUTES,
      { proofUrl: playerProofUrl },
    ),
  );
  return { list, total };
}

async function ownWithdrawal(db: Db, memberId: string, id: string): Promise<WithdrawalWithMember> {
  const row = await repo.findWithdrawal(db, id);
  if (!row || row.member_id !== memberId) throw keyedError(404, 'order_not_found');
  return row;
}

export async function getMemberWithdrawal(db: Db, config: WithdrawConfig, memberId: string, id: string) {
  return playerView(db, config, await ownWithdrawal(db, memberId, id));
}

/** A proof image of the member's own withdrawal (or of any, for `memberId` null: the operator). */
export async function readProof(
  db: Db,
  storage: FileStorage,
  memberId: string | null,
  withdrawalId: string,
  proofId: string,
) {
  if (memberId !== null) await ownWithdrawal(db, memberId, withdrawalId);
  const proof = await repo.findProof(db, withdrawalId, proofId);
  const bytes = proof ? await storage.get(proof.storage_key) : null;
  if (!proof || !bytes) throw keyedError(404, 'order_not_found');
  return { bytes, headers: proofResponseHeaders({ id: proof.id, contentType: proof.content_type }) };
}

/** Locks a withdrawal for the operator's decision; one already decided the same way is answered as is. */
async function lockForDecision(trx: Db, id: string, sameDecision: (status: WithdrawalStatus) => boolean) {
  const row = await repo.lockWithdrawal(trx, id);
  if (!row) throw keyedError(404, 'order_not_found');
  if (row.status === 'pending') return { row, decided: false };
  if (sameDecision(row.status)) return { row, decided: true };
  throw keyedError(409, 'order_already_processed', { status: row.status });
}

/** Operator: paid out. The hold goes to the house payout account and the player is told. */
export async function approveWithdrawal(db: Db, config: WithdrawConfig, id: string, reviewedBy: string) {
  const { view, events } = await db.transaction().execute(async (trx) => {
    const { row, decided } = await lockForDecision(trx, id, (status) => status !== 'rejected');
    if (decided) return { view: await operatorView(trx, config, row), events: [] };
    const amount = BigInt(row.amount);
    const posted = await postJournal(trx, {
      type: 'withdrawal_payout',
      eventKey: `withdrawal:${row.id}:payout`,
      reference: withdrawalReference(row.id),
      postings: [
        { account: { memberId: row.member_id, kind: 'hold' }, amount: -amount },
        { account: { house: 'house:payouts' }, amount },
      ],
    });
    const updated = await repo.updateWithdrawal(trx, row.id, {
      status: 'paid',
      paid_at: posted.createdAt,
      reviewed_by: reviewedBy,
      reviewed_at: posted.createdAt,
    });
    const approved: MemberEvent = {
      memberId: row.member_id,
      event: {
        type: WalletEvent.withdrawalApproved,
        withdrawalId: row.id,
        reference: withdrawalReference(row.id),
        amount: toDecimalString(amount),
        at: posted.createdAt.toISOString(),
      },
    };
    return { view: await operatorView(trx, config, updated), events: [approved] };
  });
  void publishEvents(db, events);
  return view;
}

/** Operator: refused. The hold goes back to the balance and the player is told. */
export async function rejectWithdrawal(
  db: Db,
  config: WithdrawConfig,
  id: string,
  reason: string,
  reviewedBy: string,
) {
  const { view, events } = await db.transaction().execute(async (trx) => {
    const { row, decided } = await lockForDecision(trx, id, (status) => status === 'rejected');
    if (decided) return { view: await operatorView(trx, config, row), events: [] };
    const amount = BigInt(row.amount);
    const posted = await postJournal(trx, {
      type: 'withdrawal_refund',
      eventKey: `withdrawal:${row.id}:refund`,
      reference: withdrawalReference(row.id),
      memo: { remark: reason },
      postings: [
        { account: { memberId: row.member_id, kind: 'hold' }, amount: -amount },
        { account: { memberId: row.member_id, kind: 'main' }, amount },
      ],
    });
    const updated = await repo.updateWithdrawal(trx, row.id, {
      status: 'rejected',
      reject_reason: reason,
      reviewed_by: reviewedBy,
      reviewed_at: posted.createdAt,
    });
    const at = posted.createdAt.toISOString();
    const events: MemberEvent[] = [
      {
        memberId: row.member_id,
        event: {
          type: WalletEvent.withdrawalRejected,
          withdrawalId: row.id,
          reference: withdrawalReference(row.id),
          amount: toDecimalString(amount),
          reason,
          at,
        },
      },
      {
        memberId: row.member_id,
        event: {
          type: WalletEvent.balanceChanged,
          balance: toDecimalString(posted.balances.get(`${row.member_id}:main`) ?? 0n),
          at,
        },
      },
    ];
    return { view: await operatorView(trx, config, updated), events };
  });
  void publishEvents(db, events);
  return view;
}

export async function listWithdrawalsForOperator(
  db: Db,
  config: WithdrawConfig,
  query: { pageNo: number; pageSize: number; status: WithdrawalStatus },
) {
  const { rows, total } = await repo.listWithdrawals(db, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const proofs = await repo.findProofs(
    db,
    rows.map((row) => row.id),
  );
  const list = rows.map((row) =>
    toOperatorWithdrawalView(
      row,
      proofs.filter((proof) => proof.withdrawal_id === row.id),
      config.WITHDRAW_AUTO_CONFIRM_MINUTES,
    ),
  );
  return { list, total };
}

export interface ReceiptInput {
  result: ReceiptResult;
  receivedAmount?: bigint | undefined;
  note?: string | undefined;
  images: Buffer[];
}

/**
 * The player confirms a paid withdrawal: received, partially received (with the amount that arrived)
 * or not received (with at least one proof image). Moves no money; the operator follows up disputes.
 * Sending the same answer again returns the withdrawal unchanged.
 */
export async function confirmReceipt(
  db: Db,
  config: WithdrawConfig,
  storage: FileStorage,
  memberId: string,
  id: string,
  input: ReceiptInput,
): Promise<Withdrawal> {
  checkUploadedImages(input.images, 'proof');
  const current = await ownWithdrawal(db, memberId, id);
  const amount = BigInt(current.amount);
  let received = amount;
  if (input.result === 'partially_received') {
    if (input.receivedAmount === undefined || input.receivedAmount >= amount) {
      throw fieldError('receivedAmount', 'received_amount_invalid');
    }
    received = input.receivedAmount;
  } else if (input.result === 'not_received') {
    if (input.images.length === 0) throw keyedError(400, 'proof_required', {}, { field: 'proof' });
    received = 0n;
  }
  if (current.status === input.result) return playerView(db, config, current);
  if (current.status !== 'paid') throw keyedError(409, 'receipt_not_allowed');

  // Decoded only for a withdrawal the member may confirm; nothing is stored unless every image decodes.
  const images = await reencodeUploadedImages(input.images, 'proof');
  // Files first: a failed transaction leaves an unreferenced file, never a reference without a file.
  const stored = await Promise.all(
    images.map(async (image) => {
      const key = `withdrawal-proofs/${id}/${randomUUID()}.${image.extension}`;
      await storage.put(key, image.bytes);
      return {
        withdrawal_id: id,
        storage_key: key,
        content_type: image.contentType,
        size_bytes: image.bytes.length,
      };
    }),
  );
  return db.transaction().execute(async (trx) => {
    const row = await repo.lockWithdrawal(trx, id);
    if (!row || row.status !== 'paid') throw keyedError(409, 'receipt_not_allowed');
    const updated = await repo.updateWithdrawal(trx, id, {
      status: input.result,
      confirmed_at: new Date(),
      received_amount: received.toString(),
      receipt_note: input.note ?? null,
    });
    await repo.insertProofs(trx, stored);
    return playerView(trx, config, updated);
  });
}

function disputeMessage(id: string, resolution: DisputeOutcome, missing: bigint, note: string) {
  const reference = withdrawalReference(id);
  return resolution === 'refunded'
    ? {
        title: `Withdrawal ${reference}: ${formatMoney(missing)} returned`,
        content: `The part of withdrawal ${reference} that did not reach you (${formatMoney(missing)}) is back in your balance. ${note}`,
      }
    : {
        title: `Withdrawal ${reference}: report reviewed`,
        content: `We checked withdrawal ${reference} with the payment provider: it was paid in full. ${note}`,
      };
}

/**
 * Operator: settles a withdrawal the player reported as partially or not received. 'refunded' returns
 * the missing amount (amount - received) from the payout account to the balance; 'dismissed' moves
 * nothing (the payout did arrive). The player is told either way. The same answer again is a no-op.
 */
export async function resolveWithdrawalDispute(
  db: Db,
  config: WithdrawConfig,
  id: string,
  input: { resolution: DisputeOutcome; note: string },
  resolvedBy: string,
) {
  const { view, events } = await db.transaction().execute(async (trx) => {
    const row = await repo.lockWithdrawal(trx, id);
    if (!row) throw keyedError(404, 'order_not_found');
    if (row.dispute_resolution === input.resolution)
      return { view: await operatorView(trx, config, row), events: [] };
    if (row.dispute_resolution || (row.status !== 'partially_received' && row.status !== 'not_received')) {
      throw keyedError(409, 'order_already_processed', { status: row.dispute_resolution ?? row.status });
    }
    const missing = BigInt(row.amount) - BigInt(row.received_amount ?? '0');
    const now = new Date();
    const events: MemberEvent[] = [];
    if (input.resolution === 'refunded') {
      const posted = await postJournal(trx, {
        type: 'withdrawal_refund',
        eventKey: `withdrawal:${row.id}:dispute-refund`,
        reference: withdrawalReference(row.id),
        memo: { remark: input.note },
        postings: [
          { account: { house: 'house:payouts' }, amount: -missing },
          { account: { memberId: row.member_id, kind: 'main' }, amount: missing },
        ],
      });
      events.push({
        memberId: row.member_id,
        event: {
          type: WalletEvent.balanceChanged,
          balance: toDecimalString(posted.balances.get(`${row.member_id}:main`) ?? 0n),
          at: posted.createdAt.toISOString(),
        },
      });
    }
    const updated = await repo.updateWithdrawal(trx, row.id, {
      dispute_resolution: input.resolution,
      dispute_refund_amount: input.resolution === 'refunded' ? missing.toString() : null,
      dispute_note: input.note,
      dispute_resolved_by: resolvedBy,
      dispute_resolved_at: now,
    });
    await sendMessage(trx, row.member_id, disputeMessage(row.id, input.resolution, missing, input.note));
    return { view: await operatorView(trx, config, updated), events };
  });
  void publishEvents(db, events);
  return view;
}

/** The scheduled job's work: paid withdrawals not confirmed in time count as received. */
export function autoConfirmReceipts(trx: Db, config: WithdrawConfig, now: Date): Promise<string[]> {
  const paidBefore = new Date(now.getTime() - config.WITHDRAW_AUTO_CONFIRM_MINUTES * 60_000);
  return repo.autoConfirmPaid(trx, paidBefore, now);
}

export function withdrawalStatuses(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  return repo.findStatuses(db, ids);
}

export function findWithdrawalMismatches(db: Db) {
  return repo.findLedgerMismatches(db);
}
