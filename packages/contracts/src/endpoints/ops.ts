import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// The operator console's cashier, adjustment and ledger calls (staff accounts, by permission).

const tag = 'operator';
const decision =
  'Deciding again the same way answers the order as it is (nothing moves twice); the opposite decision answers 409.';

export const getOperatorDepositsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/deposits',
  access: 'operator:cashier',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Deposits by status (default pending), newest first (operator)',
    query: s.operatorDepositQuerySchema,
    response: s.operatorDepositPageSchema,
  })),
});

export const approveDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/deposits/:id/approve',
  access: 'operator:cashier',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'The manual transfer arrived: credit the deposit (operator)',
    description: decision,
    params: s.orderIdParamsSchema,
    response: s.operatorDepositSchema,
  })),
});

export const rejectDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/deposits/:id/reject',
  access: 'operator:cashier',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'The money never arrived: the deposit fails and the player is told (operator)',
    description: decision,
    params: s.orderIdParamsSchema,
    body: s.operatorRejectSchema,
    response: s.operatorDepositSchema,
  })),
});

export const getOperatorWithdrawalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/withdrawals',
  access: 'operator:cashier',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Withdrawals by status (default pending), newest first, with the full account to pay (operator)',
    query: s.operatorWithdrawalQuerySchema,
    response: s.operatorWithdrawalPageSchema,
  })),
});

export const approveWithdrawalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/withdrawals/:id/approve',
  access: 'operator:cashier',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Paid out: the held amount leaves the platform and the player is told (operator)',
    description: decision,
    params: s.orderIdParamsSchema,
    response: s.operatorWithdrawalSchema,
  })),
});

export const rejectWithdrawalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/withdrawals/:id/reject',
  access: 'operator:cashier',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Refused: the held amount returns to the balance and the player is told (operator)',
    description: decision,
    params: s.orderIdParamsSchema,
    body: s.operatorRejectSchema,
    response: s.operatorWithdrawalSchema,
  })),
});

export const resolveWithdrawalDisputeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/withdrawals/:id/dispute',
  access: 'operator:cashier',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary:
      'Settles a partially or not received withdrawal: refund the missing amount, or dismiss (operator)',
    description:
      'refunded: amount minus the received amount goes from the payout account back to the balance; dismissed: nothing moves. The player gets a platform message. 409 unless the withdrawal is partially_received or not_received and not settled the other way; the same answer again changes nothing.',
    params: s.orderIdParamsSchema,
    body: s.operatorDisputeSchema,
    response: s.operatorWithdrawalSchema,
  })),
});

export const getOperatorWithdrawalProofEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/withdrawals/:id/proofs/:proofId',
  access: 'operator:cashier',
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'A proof image a player uploaded with a receipt confirmation (operator; the image itself)',
    params: s.proofImageParamsSchema,
  })),
});

export const adjustBalanceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/adjustments',
  access: 'operator:adjustments',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: "Credits or debits a member's balance with a reason (operator)",
    description:
      'Posts an adjustment journal against the house adjustments account. Idempotent by requestId (the same id with other data: 409). A debit beyond the balance: 400 Insufficient balance, nothing moves. 404 unknown username.',
    body: s.balanceAdjustmentRequestSchema,
    response: s.balanceAdjustmentSchema,
  })),
});

export const getReconciliationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/ledger/reconciliation',
  access: 'operator:ledger',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Recompute every balance from the journal and check the ledger and orders (operator)',
    response: s.reconciliationReportSchema,
  })),
});
