import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

const tag = 'wallet';

export const getBalanceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  access: 'session',
  errors: [401, 403],
  tag,
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
  tag,
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
  tag,
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
  tag,
  schemas: lazy((s) => ({
    summary: 'Move money between wallets (token): with the single wallet nothing moves; answers the balance',
    body: s.walletTransferRequestSchema,
    response: s.walletTransferResultSchema,
  })),
});

export const getAccountRecordsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  access: 'player',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary:
      'Account records (transactionHistory): every balance movement in [from, to), newest first (token)',
    description:
      "Each record: type, signed amount, balance after, time, reference, the order's current status. The date presets (previous/next 7 and 30 days) are computed by the client; at most 92 days per query.",
    query: s.recordsQuerySchema,
    response: s.recordPageSchema,
  })),
});
