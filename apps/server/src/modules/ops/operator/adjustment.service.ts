import { toDecimalString, WalletEvent, type BalanceAdjustment } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { runOnce } from '../../platform/idempotency/idempotency.service.js';
import { balanceKey, postJournal } from '../../money/ledger/ledger.service.js';
import { findMemberByUsername } from '../../identity/member/member.service.js';
import { publishEvents } from '../../messaging/notifications/notifications.service.js';

export interface AdjustmentInput {
  username: string;
  direction: 'credit' | 'debit';
  amount: bigint;
  reason: string;
  requestId: string;
}

/**
 * Operator: credits or debits a member's balance against the house adjustments account (a goodwill
 * credit, a correction). Once per requestId; a debit never takes the balance below zero.
 */
export async function adjustBalance(
  db: Db,
  input: AdjustmentInput,
  operator: string,
): Promise<BalanceAdjustment> {
  const member = await findMemberByUsername(db, input.username);
  if (!member) throw keyedError(404, 'member_not_found', {}, { field: 'username' });
  const signed = input.direction === 'credit' ? input.amount : -input.amount;
  const { value } = await runOnce(
    db,
    {
      scope: 'operator:adjustment',
      key: input.requestId,
      payload: { memberId: member.id, amount: signed, reason: input.reason },
    },
    async (trx) => {
      const posted = await postJournal(trx, {
        type: 'adjustment',
        eventKey: `adjustment:${input.requestId}`,
        reference: `ADJ-${input.requestId}`,
        memo: { remark: input.reason, operator },
        postings: [
          { account: { memberId: member.id, kind: 'main' }, amount: signed },
          { account: { house: 'house:adjustments' }, amount: -signed },
        ],
      });
      return {
        reference: `ADJ-${input.requestId}`,
        username: member.username,
        amount: toDecimalString(signed),
        balance: toDecimalString(posted.balances.get(balanceKey(member.id, 'main')) ?? 0n),
        at: posted.createdAt.toISOString(),
      };
    },
  );
  void publishEvents(db, [
    {
      memberId: member.id,
      event: { type: WalletEvent.balanceChanged, balance: value.balance, at: value.at },
    },
  ]);
  return value;
}
