import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// The money domain: wallet, cashier (deposits, withdrawals, payout accounts, gateway callbacks),
// transfers, and the sandbox gateway's own pages.

export const getBalanceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  access: 'session',
  errors: [401, 403],
  tag: 'wallet',
  schemas: lazy((s) => ({
    summary: 'The header balance (token; trial accounts too)',
    response: s.balanceSchema,
  })),
});

export const getConsolidatedFundsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/funds/consolidated',
  access: 'player',
  errors: [401, 403],
  tag: 'wallet',
  schemas: lazy((s) => ({
    summary: 'Balance, held and pending amounts across wallets (token; real accounts)',
    response: s.consolidatedFundsSchema,
  })),
});

export const getMerchantWalletEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  access: 'session',
  errors: [401, 403],
  tag: 'wallet',
  schemas: lazy((s) => ({
    summary: 'Wallet mode (token): value.isSingle is true, this platform runs one seamless wallet',
    response: s.merchantWalletSchema,
  })),
});

export const walletTransferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'wallet',
  schemas: lazy((s) => ({
    summary: 'Move money between wallets (token): with the single wallet nothing moves; answers the balance',
    body: s.walletTransferRequestSchema,
    response: s.walletTransferResultSchema,
  })),
});

/** The client's view of ODSFE2_MemTransDet for money (the route also serves points: getMemberTransDetEndpoint). */
export const getAccountRecordsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'wallet',
  schemas: lazy((s) => ({
    summary:
      'Account records (transactionHistory): every balance movement in [from, to), newest first (token)',
    description:
      "Each record: type, signed amount, balance after, time, reference, the order's current status. The date presets (previous/next 7 and 30 days) are computed by the client; at most 92 days per query.",
    query: s.recordsQuerySchema,
    response: s.recordPageSchema,
  })),
});

const enc =
  '(enc) The body may be sent encrypted as { enc: { key, iv, data } } with the key of GET /wps/system/publicKey; the schema is the decrypted body.';
const paymentPasswordFailures =
  "400 'Please enter withdraw password', 'Incorrect withdraw password'; 429 after 5 wrong passwords in 15 minutes.";

// Cashier: deposits

export const getDepositChannelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/cashier/deposit/channels',
  access: 'player',
  errors: [401, 403],
  tag: 'cashier',
  schemas: lazy((s) => ({
    summary: 'Deposit channels with their amount limits (token)',
    response: s.depositChannelListSchema,
  })),
});

export const createDepositEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/cashier/deposits',
  access: 'player',
  errors: [400, 401, 403, 409],
  tag: 'cashier',
  schemas: lazy((s) => ({
    summary: 'Request a deposit (token)',
    description:
      "manual channels: send the transfer to the channel's receivingAccount, then give its transactionRef; the operator credits it. redirect channels: open value.paymentUrl; the gateway confirms. A retry with the same requestId returns the first answer (with other data: 409). 400 'Amount must be between {min} and {max}', 'This payment channel is not available'.",
    body: s.createDepositSchema,
    response: s.depositSchema,
  })),
});

export const getDepositsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/cashier/deposits',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'cashier',
  schemas: lazy((s) => ({
    summary: "The member's deposits, newest first (token)",
    query: s.depositListQuerySchema,
    response: s.depositPageSchema,
  })),
});

export const getDepositEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/cashier/deposits/:id',
  access: 'player',
  errors: [400, 401, 403, 404],
  tag: 'cashier',
  schemas: lazy((s) => ({
    summary: "One of the member's deposits (token)",
    params: s.orderIdParamsSchema,
    response: s.depositSchema,
  })),
});

export const sandboxGatewayCallbackEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/cashier/webhooks/sandbox',
  access: 'gateway-signed',
  errors: [400, 401, 404, 409, 422],
  tag: 'cashier',
  schemas: lazy((s) => ({
    summary: 'Sandbox gateway callback (signed: x-sandbox-timestamp, x-sandbox-signature)',
    description:
      'HMAC-SHA256 of "<timestamp>.<raw body>" with SANDBOX_GATEWAY_SECRET, as "v1=<hex>". 401 bad signature or timestamp outside WEBHOOK_TOLERANCE_SECONDS; 404 the gateway is not configured or the deposit is unknown; 409 event id already processed for this deposit (replay); 422 the event id was used for this deposit with a different body (logged as an error); 400 unreadable event or amount differs from the deposit. Nothing moves on any refusal.',
    body: s.gatewayCallbackBodySchema,
    response: s.gatewayCallbackResultSchema,
  })),
});

// Cashier: withdrawals and payout accounts

export const getWithdrawInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/cashier/withdraw/info',
  access: 'player',
  errors: [401, 403],
  tag: 'cashier',
  schemas: lazy((s) => ({
    summary: 'Balance, limits, payment-password state and bound accounts for the withdraw page (token)',
    response: s.withdrawInfoSchema,
  })),
});

export const getPayoutAccountsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/cashier/payoutAccounts',
  access: 'player',
  errors: [401, 403],
  tag: 'cashier',
  schemas: lazy((s) => ({
    summary: 'Bank and mobile-wallet accounts bound for withdrawals (token)',
    response: s.payoutAccountListSchema,
  })),
});

export const bindPayoutAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/cashier/payoutAccounts',
  access: 'player',
  errors: [400, 401, 403, 429],
  tag: 'cashier',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'Bind a bank or mobile-wallet account (token, enc; payment password)',
    description: `${enc} At most 5 accounts. ${paymentPasswordFailures} 400 'This account is already bound'.`,
    body: s.bindPayoutAccountSchema,
    response: s.payoutAccountSchema,
  })),
});

export const removePayoutAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/cashier/payoutAccounts/:id/remove',
  access: 'player',
  errors: [400, 401, 403, 404, 429],
  tag: 'cashier',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'Unbind an account (token, enc; payment password)',
    description: `${enc} ${paymentPasswordFailures} 404 'Withdrawal account not found'.`,
    params: s.orderIdParamsSchema,
    body: s.unbindPayoutAccountSchema,
    response: s.noValueSchema,
  })),
});

export const createWithdrawalEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/cashier/withdrawals',
  access: 'player',
  errors: [400, 401, 403, 404, 409, 429],
  tag: 'cashier',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'Request a withdrawal: the amount is held from the balance at once (token, enc)',
    description: `${enc} A retry with the same requestId returns the first answer (with other data: 409). 400 'Insufficient balance', 'Amount must be between {min} and {max}'; ${paymentPasswordFailures} 404 'Withdrawal account not found' (also for another member's account); 409 'Complete the bonus turnover before withdrawing: needed, done, left' while a bonus's turnover is open.`,
    body: s.createWithdrawalSchema,
    response: s.withdrawalSchema,
  })),
});

export const getWithdrawalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/cashier/withdrawals',
  access: 'player',
  errors: [400, 401, 403],
  tag: 'cashier',
  schemas: lazy((s) => ({
    summary: "The member's withdrawals, newest first (token)",
    query: s.withdrawalListQuerySchema,
    response: s.withdrawalPageSchema,
  })),
});

export const getWithdrawalEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/cashier/withdrawals/:id',
  access: 'player',
  errors: [400, 401, 403, 404],
  tag: 'cashier',
  schemas: lazy((s) => ({
    summary: "One of the member's withdrawals (token)",
    params: s.orderIdParamsSchema,
    response: s.withdrawalSchema,
  })),
});

export const confirmWithdrawalReceiptEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/cashier/withdrawals/:id/receipt',
  access: 'player',
  errors: [400, 401, 403, 404, 409, 413, 415],
  tag: 'cashier',
  body: 'multipart',
  schemas: lazy((s) => ({
    summary: 'Confirm a paid withdrawal: received, partially received or not received (token)',
    description:
      "JSON { result, receivedAmount?, note? }, or multipart/form-data with those fields and up to 3 `proof` files (png or jpg, 5MB each; the type is read from the file's bytes; 413 when larger). partially_received needs receivedAmount below the amount; not_received needs a proof image. 409 unless the withdrawal is paid and unconfirmed.",
    params: s.orderIdParamsSchema,
    body: s.withdrawalReceiptSchema,
    response: s.withdrawalSchema,
  })),
});

export const getWithdrawalProofEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/cashier/withdrawals/:id/proofs/:proofId',
  access: 'player',
  errors: [400, 401, 403, 404],
  tag: 'cashier',
  schemas: lazy((s) => ({
    summary: 'A proof image the member uploaded (token; the image itself, not an envelope)',
    params: s.proofImageParamsSchema,
  })),
});

// Transfers between members of one agent tree

const transferFailures =
  "A retry with the same requestId returns the first answer (with other data: 409). 400 'Insufficient balance', 'Amount must be between {min} and {max}', 'Please enter withdraw password', 'Incorrect withdraw password'; 429 after 5 wrong passwords.";

export const transferToDownlineEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/transfer/downline',
  access: 'agent',
  errors: [400, 401, 403, 409, 429],
  tag: 'transfer',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'transferFund: an agent sends money to a member of its downline, at any depth (token, enc)',
    description: `${enc} ${transferFailures} 400 'The recipient is not in your downline'.`,
    body: s.transferDownlineSchema,
    response: s.transferResultSchema,
  })),
});

export const transferToUplineEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/transfer/upline',
  access: 'player',
  errors: [400, 401, 403, 409, 429],
  tag: 'transfer',
  body: 'encrypted',
  schemas: lazy((s) => ({
    summary: 'transferUpline: a member sends money to its direct upline (token, enc)',
    description: `${enc} ${transferFailures} 400 'You have no upline to transfer to'.`,
    body: s.transferUplineSchema,
    response: s.transferResultSchema,
  })),
});

export const getUplineEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/transfer/upline',
  access: 'player',
  errors: [401, 403],
  tag: 'transfer',
  schemas: lazy((s) => ({
    summary: "The member's upline, who transferUpline sends to (null: none) (token)",
    response: s.uplineSchema,
  })),
});

export const getTransferDownlinesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/transfer/downlines',
  access: 'agent',
  errors: [400, 401, 403],
  tag: 'transfer',
  schemas: lazy((s) => ({
    summary: 'Members below the agent, nearest first, to pick a transferFund recipient (token; agents)',
    query: s.downlineQuerySchema,
    response: s.downlinePageSchema,
  })),
});

// The sandbox payment gateway's own pages: the gateway's site, served here for development and tests.

export const sandboxPaymentPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/sandbox-gateway/pay',
  access: 'public',
  errors: [400],
  tag: 'sandbox gateway',
  schemas: lazy((s) => ({
    summary: 'The sandbox gateway payment page (HTML) a redirect deposit sends the player to',
    description:
      "The gateway's page, not the platform API: anyone holding the signed payment link may open it. 400 (HTML) for an invalid or expired link.",
    query: s.sandboxPaymentQuerySchema,
  })),
});

export const sandboxPaymentDecisionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/sandbox-gateway/pay',
  access: 'public',
  errors: [400, 502],
  tag: 'sandbox gateway',
  body: 'form',
  schemas: lazy((s) => ({
    summary: "The payer's decision on the sandbox payment page (form: token, outcome pay|fail)",
    description:
      "The gateway's page, not the platform API. Sends the signed callback to the merchant, then redirects (303) the payer back to the site; 400 (HTML) for an invalid link, 502 (HTML) when the merchant refused the callback.",
    body: s.sandboxPaymentDecisionSchema,
  })),
});
