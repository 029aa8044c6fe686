import {
  fillPath,
  getOperatorWithdrawalProofEndpoint,
  toDecimalString,
  type Deposit,
  type Withdrawal,
} from '@app/contracts';
import type { WithdrawalProofRow, WithdrawalRow } from '../../../db/schema-wallet.js';
import type { DepositWithChannel } from './deposit.repository.js';
import { depositReference, maskAccountNumber, withdrawalReference } from './references.js';

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value ? iso(value) : null);
const money = (value: string | bigint): string => toDecimalString(BigInt(value));

export function toDepositView(row: DepositWithChannel, paymentUrl: string | null): Deposit {
  return {
    id: row.id,
    reference: depositReference(row.id),
    channelId: row.channel_id,
    channelName: row.channel_name,
    method: row.method,
    amount: money(row.amount),
    status: row.status,
    transactionRef: row.transaction_ref,
    failureReason: row.failure_reason,
    paymentUrl: row.status === 'pending' ? paymentUrl : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toOperatorDepositView(row: DepositWithChannel) {
  return {
    ...toDepositView(row, null),
    member: { memberId: row.member_id, username: row.username },
    payerName: row.payer_name,
    payerAccount: row.payer_account,
    reviewedBy: row.reviewed_by,
    reviewedAt: isoOrNull(row.reviewed_at),
  };
}

export type WithdrawalWithMember = WithdrawalRow & { username: string };

export function toWithdrawalView(
  row: WithdrawalRow,
  proofs: readonly WithdrawalProofRow[],
  autoConfirmMinutes: number,
  options: { fullAccountNumber?: boolean; proofUrl: (proof: WithdrawalProofRow) => string },
): Withdrawal {
  const received = row.received_amount === null ? null : BigInt(row.received_amount);
  const confirmBy =
    row.status === 'paid' && row.paid_at
      ? new Date(new Date(row.paid_at).getTime() + autoConfirmMinutes * 60_000).toISOString()
      : null;
  return {
    id: row.id,
    reference: withdrawalReference(row.id),
    amount: money(row.amount),
    status: row.status,
    account: {
      method: row.account.method,
      provider: row.account.provider,
      accountName: row.account.accountName,
      accountNumber: options.fullAccountNumber
        ? row.account.accountNumber
        : maskAccountNumber(row.account.accountNumber),
      branch: row.account.branch,
    },
    createdAt: iso(row.created_at),
    paidAt: isoOrNull(row.paid_at),
    rejectReason: row.reject_reason,
    confirmBy,
    confirmedAt: isoOrNull(row.confirmed_at),
    receivedAmount: received === null ? null : toDecimalString(received),
    remainingAmount: received === null ? null : toDecimalString(BigInt(row.amount) - received),
    autoConfirmed: row.auto_confirmed,
    proofs: proofs.map((proof) => ({ id: proof.id, url: options.proofUrl(proof) })),
    dispute:
      row.dispute_resolution && row.dispute_resolved_at
        ? {
            resolution: row.dispute_resolution,
            refundedAmount: row.dispute_refund_amount === null ? null : money(row.dispute_refund_amount),
            note: row.dispute_note,
            resolvedAt: iso(row.dispute_resolved_at),
          }
        : null,
  };
}

export function toOperatorWithdrawalView(
  row: WithdrawalWithMember,
  proofs: readonly WithdrawalProofRow[],
  autoConfirmMinutes: number,
) {
  return {
    ...toWithdrawalView(row, proofs, autoConfirmMinutes, {
      fullAccountNumber: true,
      proofUrl: (proof) =>
        fillPath(getOperatorWithdrawalProofEndpoint.path, { id: row.id, proofId: proof.id }),
    }),
    member: { memberId: row.member_id, username: row.username },
    reviewedBy: row.reviewed_by,
    reviewedAt: isoOrNull(row.reviewed_at),
    receiptNote: row.receipt_note,
  };
}
