import {
  paymentChannelDetailsSchema,
  toDecimalString,
  WalletEvent,
  type Deposit,
  type DepositChannel,
  type DepositStatus,
} from '@app/contracts';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import type { PaymentChannelRow } from '../../../db/schema-wallet.js';
import { checkAmountRange } from '../../../lib/amount-range.js';
import { keyedError } from '../../../lib/app-errors.js';
import { uniqueViolation } from '../../../lib/db-errors.js';
import { runOnce } from '../../platform/idempotency/idempotency.service.js';
import { houseAccountKind } from '../ledger/ledger.service.js';
import { publishEvents, type MemberEvent } from '../../messaging/notifications/notifications.service.js';
import { depositGates } from '../../../deposit-gates.js';
import { createDepositAdapters, type DepositAdapter } from './channels/deposit-adapter.js';
import * as repo from './deposit.repository.js';
import { depositReference, transferRefKey } from './references.js';
import { toDepositView, toOperatorDepositView } from './views.js';

/** A member may have this many deposits waiting at once. */
const MAX_PENDING_DEPOSITS = 5;

export interface CashierContext {
  db: Db;
  config: AppConfig;
  adapters: ReturnType<typeof createDepositAdapters>;
}

export function createCashierContext(db: Db, config: AppConfig): CashierContext {
  return { db, config, adapters: createDepositAdapters(config) };
}

const adapterOf = (context: CashierContext, channel: Pick<PaymentChannelRow, 'adapter'>): DepositAdapter =>
  context.adapters[channel.adapter];

function viewOf(context: CashierContext, row: repo.DepositWithChannel, now = new Date()): Deposit {
  const url = adapterOf(context, row).paymentUrl(
    { reference: depositReference(row.id), amount: BigInt(row.amount) },
    now,
  );
  return toDepositView(row, url);
}

/** `instructions_bn` and the like in a channel's details: its instructions in another language. */
export function instructionsByLanguage(details: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(details).flatMap(([key, text]) => {
      const language = /^instructions_([a-z]{2,3})$/.exec(key)?.[1];
      return language && text ? [[language, text]] : [];
    }),
  );
}

export async function listDepositChannels(context: CashierContext): Promise<DepositChannel[]> {
  const channels = await repo.listChannels(context.db);
  return channels
    .filter((channel) => adapterOf(context, channel).available)
    .map((channel) => {
      const details = paymentChannelDetailsSchema.parse(channel.details);
      return {
        id: channel.id,
        name: channel.name,
        method: channel.method,
        flow: adapterOf(context, channel).operatorConfirms ? 'manual' : 'redirect',
        minAmount: toDecimalString(BigInt(channel.min_amount)),
        maxAmount: toDecimalString(BigInt(channel.max_amount)),
        receivingAccount: details.accountNumber
          ? {
              bankName: details.bankName ?? null,
              accountName: details.accountName ?? '',
              accountNumber: details.accountNumber,
              branch: details.branch ?? null,
            }
          : null,
        instructions: details.instructions ?? null,
        instructionsByLanguage: instructionsByLanguage(details),
      };
    });
}

export interface NewDeposit {
  channelId: string;
  amount: bigint;
  requestId: string;
  payerName?: string | undefined;
  payerAccount?: string | undefined;
  transactionRef?: string | undefined;
}

/** A deposit request: nothing moves until the gateway or the operator confirms the money arrived. */
export async function createDeposit(context: CashierContext, memberId: string, input: NewDeposit) {
  const { db } = context;
  const channel = await repo.findChannel(db, input.channelId);
  if (!channel?.enabled || !adapterOf(context, channel).available) {
    throw keyedError(400, 'channel_unavailable', {}, { field: 'channelId' });
  }
  checkAmountRange(input.amount, BigInt(channel.min_amount), BigInt(channel.max_amount));
  adapterOf(context, channel).checkRequest(input);
  const request = {
    scope: `member:${memberId}`,
    key: input.requestId,
    payload: {
      op: 'deposit',
      channelId: input.channelId,
      amount: input.amount,
      payerName: input.payerName,
      payerAccount: input.payerAccount,
      transactionRef: input.transactionRef,
    },
  };
  const refKey = input.transactionRef ? transferRefKey(input.transactionRef) : null;
  const { value } = await runOnce(db, request, async (trx) => {
    if ((await repo.countPending(trx, memberId)) >= MAX_PENDING_DEPOSITS) {
      throw keyedError(400, 'too_many_pending_deposits');
    }
    for (const gate of depositGates) {
      const refusal = await gate.check(trx, { memberId, amountMinor: input.amount, now: new Date() });
      if (refusal) throw refusal;
    }
    // A reference rejected before may be given again (a corrected deposit); a waiting or credited one
    // may not. The unique index on credited references stays the guarantee (two submissions racing).
    if (refKey && (await repo.findLiveDepositWithRef(trx, channel.id, refKey))) {
      throw keyedError(409, 'transaction_ref_used', {}, { field: 'transactionRef' });
    }
    const row = await repo.insertDeposit(trx, {
      member_id: memberId,
      channel_id: channel.id,
      amount: input.amount.toString(),
      payer_name: input.payerName ?? null,
      payer_account: input.payerAccount ?? null,
      transaction_ref: input.transactionRef ?? null,
      transaction_ref_key: refKey,
    });
    const created = await repo.findDeposit(trx, row.id);
    if (!created) throw new Error('deposit vanished');
    return viewOf(context, created);
  });
  return value;
}

export async function listMemberDeposits(
  context: CashierContext,
  memberId: string,
  query: { pageNo: number; pageSize: number; status?: DepositStatus | undefined },
) {
  const { rows, total } = await repo.listDeposits(context.db, {
    memberId,
    ...(query.status ? { status: query.status } : {}),
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  const now = new Date();
  return { list: rows.map((row) => viewOf(context, row, now)), total };
}

export async function getMemberDeposit(context: CashierContext, memberId: string, id: string) {
  const row = await repo.findDeposit(context.db, id);
  if (!row || row.member_id !== memberId) throw keyedError(404, 'order_not_found');
  return viewOf(context, row);
}

export function pendingDepositTotal(db: Db, memberId: string): Promise<bigint> {
  return repo.sumPending(db, memberId);
}

export function depositStatuses(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  return repo.findStatuses(db, ids);
}

async function operatorView(trx: Db, id: string) {
  const row = await repo.findDeposit(trx, id);
  if (!row) throw new Error(`deposit ${id} vanished`);
  return toOperatorDepositView(row);
}

type SettleRequest = Omit<repo.Settlement, 'depositId' | 'eventKey' | 'reference' | 'houseKind'>;

/**
 * Moves a deposit along one transition of deposit-states.ts in one statement (a credit is one journal,
 * house deposits -> member); answers the outcome and what to tell the player.
 */
async function settle(db: Db, depositId: string, request: SettleRequest) {
  let result: repo.SettlementResult;
  try {
    result = await repo.settleDeposit(db, {
      ...request,
      depositId,
      reference: depositReference(depositId),
      eventKey: `deposit:${depositId}:credit`,
      houseKind: houseAccountKind('house:deposits'),
    });
  } catch (error) {
    if (uniqueViolation(error) === 'deposit_credited_ref_key') {
      throw keyedError(409, 'transaction_ref_credited', {}, { field: 'transactionRef' });
    }
    throw error;
  }
  return { result, events: settlementEvents(depositId, result, request.reason ?? '') };
}

function settlementEvents(depositId: string, result: repo.SettlementResult, reason: string): MemberEvent[] {
  const { outcome, member_id: memberId, amount, settled_at: settledAt } = result;
  if (outcome !== 'settled' || !memberId || !amount || !settledAt || result.status === 'review') return [];
  const at = new Date(settledAt).toISOString();
  const deposit = { id: depositId, member_id: memberId, amount: BigInt(amount) };
  if (result.status !== 'credited') return [depositFailedEvent(deposit, reason, at)];
  return [
    {
      memberId,
      event: {
        type: WalletEvent.depositCredited,
        depositId,
        reference: depositReference(depositId),
        amount: toDecimalString(deposit.amount),
        at,
      },
    },
    {
      memberId,
      event: {
        type: WalletEvent.balanceChanged,
        balance: toDecimalString(BigInt(result.balance_after ?? 0)),
        at,
      },
    },
  ];
}

function depositFailedEvent(
  deposit: { id: string; member_id: string; amount: bigint },
  reason: string,
  at: string,
): MemberEvent {
  return {
    memberId: deposit.member_id,
    event: {
      type: WalletEvent.depositFailed,
      depositId: deposit.id,
      reference: depositReference(deposit.id),
      amount: toDecimalString(deposit.amount),
      reason,
      at,
    },
  };
}

/**
 * Operator decision on a deposit waiting for staff (a manual transfer, or a gateway deposit held for
 * review). Deciding again the same way answers the deposit as it is; nothing moves twice. Any other
 * state answers 409.
 */
async function decide(
  context: CashierContext,
  id: string,
  event: 'approve' | 'reject',
  reviewedBy: string,
  reason: string | null,
) {
  const { result, events } = await settle(context.db, id, { event, reviewedBy, reason });
  if (result.outcome === 'not_found' || !result.status) throw keyedError(404, 'order_not_found');
  const decided = event === 'approve' ? 'credited' : 'rejected';
  if (result.outcome === 'unchanged' && result.status !== decided) {
    const status = result.status === 'pending' ? 'awaiting the gateway' : result.status;
    throw keyedError(409, 'order_already_processed', { status });
  }
  void publishEvents(context.db, events);
  return operatorView(context.db, id);
}

/** Operator: the transfer arrived (or a held gateway payment is genuine): the deposit is credited. */
export function approveDeposit(context: CashierContext, id: string, reviewedBy: string) {
  return decide(context, id, 'approve', reviewedBy, null);
}

/** Operator: the money never arrived. The player is told the deposit failed. */
export function rejectDeposit(context: CashierContext, id: string, reason: string, reviewedBy: string) {
  return decide(context, id, 'reject', reviewedBy, reason);
}

export async function listDepositsForOperator(
  context: CashierContext,
  query: { pageNo: number; pageSize: number; status: DepositStatus },
) {
  const { rows, total } = await repo.listDeposits(context.db, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return { list: rows.map(toOperatorDepositView), total };
}

export interface GatewayOutcome {
  depositId: string;
  amount: bigint;
  succeeded: boolean;
  failureReason?: string | undefined;
}

/**
 * Applies a verified gateway callback in one statement: the deposit's transition (gateway_paid or
 * gateway_failed), with the claim of the callback's event id for this deposit. Refused (nothing
 * moves): an unknown deposit or one of another gateway (404), an amount that differs from the deposit
 * (400), an event id claimed before with the same body (409, a replay) or with another body (422).
 * A callback the deposit's state does not allow changes nothing. Returns the events to publish.
 */
export async function applyGatewayOutcome(
  db: Db,
  outcome: GatewayOutcome,
  gateway: string,
  claim: { key: string; hash: string },
) {
  const { result, events } = await settle(db, outcome.depositId, {
    event: outcome.succeeded ? 'gateway_paid' : 'gateway_failed',
    reason: outcome.succeeded ? null : (outcome.failureReason ?? 'Payment failed'),
    reviewedBy: `gateway:${gateway}`,
    adapter: gateway,
    amount: outcome.amount,
    claim: { scope: `webhook:${gateway}:deposit:${outcome.depositId}`, ...claim },
  });
  if (result.outcome === 'not_found' || !result.status) throw keyedError(404, 'order_not_found');
  if (result.outcome === 'conflict') throw keyedError(422, 'webhook_event_conflict');
  if (result.outcome === 'amount_mismatch') throw keyedError(400, 'webhook_amount_mismatch');
  if (result.outcome === 'replayed') throw keyedError(409, 'webhook_replayed');
  return { reference: depositReference(outcome.depositId), status: result.status, events };
}

/** Why an unpaid gateway deposit failed; a late success follows the late-success policy (deposit-states.ts). */
export const EXPIRED_REASON = 'Payment not completed in time';

/** The scheduled job's work: gateway deposits nobody paid within the configured minutes fail, and the players are told. */
export async function expireGatewayDeposits(trx: Db, config: AppConfig, now: Date): Promise<number> {
  const before = new Date(now.getTime() - config.DEPOSIT_GATEWAY_EXPIRY_MINUTES * 60_000);
  const expired = await repo.expirePendingGatewayDeposits(trx, before, EXPIRED_REASON);
  await publishEvents(
    trx,
    expired.map((row) =>
      depositFailedEvent(
        { ...row, amount: BigInt(row.amount) },
        EXPIRED_REASON,
        new Date(row.settled_at).toISOString(),
      ),
    ),
  );
  return expired.length;
}

export function findDepositMismatches(db: Db) {
  return repo.findLedgerMismatches(db);
}
