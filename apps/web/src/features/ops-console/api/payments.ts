import {
  adjustBalanceEndpoint,
  approveDepositEndpoint,
  approveWithdrawalEndpoint,
  claimPaymentEndpoint,
  getOperatorDepositsEndpoint,
  getOperatorWithdrawalsEndpoint,
  getPaymentClaimsEndpoint,
  rejectDepositEndpoint,
  rejectWithdrawalEndpoint,
  releasePaymentEndpoint,
  type DepositStatus,
  type EndpointBody,
  type PaymentQueueKind,
  type WithdrawalStatus,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops-call';
import { useOpsQuery } from './ops-query';

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
