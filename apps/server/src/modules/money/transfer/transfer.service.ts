import { isMemberPortalType, toDecimalString, WalletEvent, type TransferResult } from '@app/contracts';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { checkAmountRange } from '../../../lib/amount-range.js';
import { keyedError } from '../../../lib/app-errors.js';
import { newReadableCode } from '../../../lib/secure-token.js';
import { runOnce } from '../../platform/idempotency/idempotency.service.js';
import { postJournal } from '../ledger/ledger.service.js';
import {
  findMemberByUsername,
  getMember,
  isActive,
  isAgent,
  isTrial,
  type Member,
} from '../../identity/member/member.service.js';
import { publishEvents, type MemberEvent } from '../../messaging/notifications/notifications.service.js';
import { verifyPaymentPassword } from '../../identity/payment-password/payment-password.service.js';
import * as repo from './transfer.repository.js';

type TransferConfig = Pick<AppConfig, 'TRANSFER_MIN_AMOUNT' | 'TRANSFER_MAX_AMOUNT'>;
type TransferType = 'transfer_downline' | 'transfer_upline';

export interface TransferInput {
  amount: bigint;
  paymentPassword: string;
  requestId: string;
  remark?: string | undefined;
}

const canReceive = (member: Member | undefined): member is Member =>
  member !== undefined && isActive(member) && !isTrial(member) && isMemberPortalType(member.type);

/** Moves money from one member's balance to another's, once per (sender, requestId). */
async function move(
  db: Db,
  type: TransferType,
  from: Member,
  to: Member,
  input: TransferInput,
): Promise<TransferResult> {
  const request = {
    scope: `member:${from.id}`,
    key: input.requestId,
    payload: { op: type, to: to.id, amount: input.amount, remark: input.remark },
  };
  const events: MemberEvent[] = [];
  const { value } = await runOnce(db, request, async (trx) => {
    const reference = `T${newReadableCode(10)}`;
    const posted = await postJournal(trx, {
      type,
      eventKey: `transfer:${from.id}:${input.requestId}`,
      reference,
      memo: { from: from.username, to: to.username, ...(input.remark ? { remark: input.remark } : {}) },
      postings: [
        { account: { memberId: from.id, kind: 'main' }, amount: -input.amount },
        { account: { memberId: to.id, kind: 'main' }, amount: input.amount },
      ],
    });
    const at = posted.createdAt.toISOString();
    const balanceOf = (memberId: string) => toDecimalString(posted.balances.get(`${memberId}:main`) ?? 0n);
    for (const member of [from, to]) {
      events.push({
        memberId: member.id,
        event: { type: WalletEvent.balanceChanged, balance: balanceOf(member.id), at },
      });
    }
    return {
      reference,
      amount: toDecimalString(input.amount),
      balance: balanceOf(from.id),
      counterparty: to.username,
      createdAt: at,
    };
  });
  void publishEvents(db, events);
  return value;
}

/** transferFund: an agent sends money to a member anywhere below it in the hierarchy. */
export async function transferToDownline(
  db: Db,
  config: TransferConfig,
  sender: Member,
  input: TransferInput & { toUsername: string },
): Promise<TransferResult> {
  if (!isAgent(sender)) throw keyedError(403, 'agent_only');
  checkAmountRange(input.amount, config.TRANSFER_MIN_AMOUNT, config.TRANSFER_MAX_AMOUNT);
  const recipient = await findMemberByUsername(db, input.toUsername);
  if (recipient?.id === sender.id) throw keyedError(400, 'transfer_to_self', {}, { field: 'toUsername' });
  // Unknown, inactive and foreign accounts get the same answer: nothing about them is revealed.
  if (!canReceive(recipient) || (await repo.findDepthBelow(db, sender.id, recipient.id)) === null) {
    throw keyedError(400, 'transfer_not_downline', {}, { field: 'toUsername' });
  }
  await verifyPaymentPassword(db, sender, input.paymentPassword);
  return move(db, 'transfer_downline', sender, recipient, input);
}

/** transferUpline: a member sends money to its direct upline. */
export async function transferToUpline(
  db: Db,
  config: TransferConfig,
  sender: Member,
  input: TransferInput,
): Promise<TransferResult> {
  checkAmountRange(input.amount, config.TRANSFER_MIN_AMOUNT, config.TRANSFER_MAX_AMOUNT);
  const upline = sender.upline_id ? await getMember(db, sender.upline_id) : undefined;
  if (!canReceive(upline)) throw keyedError(400, 'transfer_no_upline');
  await verifyPaymentPassword(db, sender, input.paymentPassword);
  return move(db, 'transfer_upline', sender, upline, input);
}

export async function getUpline(db: Db, member: Member) {
  const upline = member.upline_id ? await getMember(db, member.upline_id) : undefined;
  return canReceive(upline) ? { username: upline.username, nickname: upline.nickname } : null;
}

export async function listDownlines(
  db: Db,
  agent: Member,
  query: { keyword?: string | undefined; pageNo: number; pageSize: number },
) {
  if (!isAgent(agent)) throw keyedError(403, 'agent_only');
  const { rows, total } = await repo.findDownlines(db, agent.id, {
    keyword: query.keyword,
    limit: query.pageSize,
    offset: (query.pageNo - 1) * query.pageSize,
  });
  return { list: rows, total };
}
