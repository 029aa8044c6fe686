import {
  adjustBalanceEndpoint,
  approveDepositEndpoint,
  approveWithdrawalEndpoint,
  claimPaymentEndpoint,
  getOperatorDepositsEndpoint,
  getOperatorWithdrawalsEndpoint,
  getPaymentClaimsEndpoint,
  getRiskHintsEndpoint,
  rejectDepositEndpoint,
  rejectWithdrawalEndpoint,
  releasePaymentEndpoint,
  resolveWithdrawalDisputeEndpoint,
  type DisputeOutcome,
  type DepositStatus,
  type EndpointBody,
  type PaymentQueueKind,
  type WithdrawalStatus,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops/ops-call';
import { useOpsQuery } from '../../../lib/ops/ops-query';

const refresh = { refetchInterval: 15_000 };

/** The deposit and withdrawal queues (refreshed every 15 s) and who works on which item. */
export const useDeposits = (status: DepositStatus, pageNo: number) =>
  useOpsQuery(getOperatorDepositsEndpoint, { query: { status, pageNo } }, refresh);
export const useWithdrawals = (status: WithdrawalStatus, pageNo: number) =>
  useOpsQuery(getOperatorWithdrawalsEndpoint, { query: { status, pageNo } }, refresh);
export const usePaymentClaims = () => useOpsQuery(getPaymentClaimsEndpoint, {}, refresh);

export const claimPayment = (kind: PaymentQueueKind, id: string) =>
  opsCall(claimPaymentEndpoint, { params: { kind, id } });
export const releasePayment = (kind: PaymentQueueKind, id: string) =>
  opsCall(releasePaymentEndpoint, { params: { kind, id } });

/** Approves or rejects (with a reason) a deposit or withdrawal. */
export function decidePayment(
  kind: PaymentQueueKind,
  id: string,
  decision: 'approve' | 'reject',
  reason: string,
) {
  const params = { id };
  if (kind === 'deposit') {
    return decision === 'approve'
      ? opsCall(approveDepositEndpoint, { params })
      : opsCall(rejectDepositEndpoint, { params, body: { reason } });
  }
  return decision === 'approve'
    ? opsCall(approveWithdrawalEndpoint, { params })
    : opsCall(rejectWithdrawalEndpoint, { params, body: { reason } });
}

export const adjustBalance = (body: EndpointBody<typeof adjustBalanceEndpoint>) =>
  opsCall(adjustBalanceEndpoint, { body });

/** Settles a withdrawal the player reported as partially or not received: refund the rest, or dismiss. */
export const resolveDispute = (id: string, resolution: DisputeOutcome, note: string) =>
  opsCall(resolveWithdrawalDisputeEndpoint, { params: { id }, body: { resolution, note } });

/** The risk hints of the listed orders (one request per page of the queue). */
export const useRiskHints = (kind: PaymentQueueKind, ids: string[]) =>
  useOpsQuery(
    getRiskHintsEndpoint,
    { query: { kind, ids: ids.join(',') } },
    { enabled: ids.length > 0, ...refresh },
  );
