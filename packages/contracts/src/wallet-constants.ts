/**
 * Wallet, cashier and notification constants without zod, so the web app can import them (and the
 * money helpers) without loading the schemas.
 */
export const walletCurrency = { code: 'BDT', symbol: '৳' } as const;

/**
 * pending: waiting for the gateway or the operator. review: a gateway's success came after the deposit
 * had failed, and the operator's policy holds it for staff. The transitions: server
 * money/cashier/deposit-states.ts.
 */
export const depositStatuses = ['pending', 'credited', 'rejected', 'failed', 'review'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/**
 * pending: amount held, waiting for the operator. paid: the operator paid out; the player now confirms
 * received, partially received or not received (or it counts as received after the configured minutes).
 * rejected: the hold went back to the balance.
 */
export const withdrawalStatuses = [
  'pending',
  'paid',
  'rejected',
  'received',
  'partially_received',
  'not_received',
] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** The operator's answer to a partially or not received withdrawal. */
export const disputeOutcomes = ['refunded', 'dismissed'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

export const receiptResults = ['received', 'partially_received', 'not_received'] as const;
export type ReceiptResult = (typeof receiptResults)[number];

/** How a payment channel takes money: bank and mobile-wallet transfers are checked by the operator; a gateway redirects. */
export const channelMethods = ['bank', 'mobile_wallet', 'gateway'] as const;
export type ChannelMethod = (typeof channelMethods)[number];

export const payoutMethods = ['bank', 'mobile_wallet'] as const;
export type PayoutMethod = (typeof payoutMethods)[number];

/** Movement types of the account records (transactionHistory); the amount's sign tells the direction. */
export const recordTypes = [
  'deposit',
  'withdrawal',
  'withdrawal_refund',
  'transfer_downline',
  'transfer_upline',
  'adjustment',
  'game_bet',
  'game_win',
  'game_refund',
  'game_adjust',
  'salary',
  'dividend',
  'points_conversion',
  'mission_reward',
  'raffle_prize',
  'jackpot_win',
] as const;
export type RecordType = (typeof recordTypes)[number];

/** Events pushed over the WebSocket /ws. */
export const WalletEvent = {
  balanceChanged: 'balance.changed',
  depositCredited: 'deposit.credited',
  depositFailed: 'deposit.failed',
  withdrawalApproved: 'withdrawal.approved',
  withdrawalRejected: 'withdrawal.rejected',
  messageNew: 'message.new',
} as const;
export type WalletEventType = (typeof WalletEvent)[keyof typeof WalletEvent];

/** Close codes of /ws that mean "do not reconnect with this token". */
export const SocketCloseCode = {
  notLoggedIn: 4401,
  trialAccount: 4403,
  authTimeout: 4408,
} as const;

/** Payment (withdraw) passwords are 6 digits. */
export const paymentPasswordPattern = /^\d{6}$/;

/** Proof images of a withdrawal receipt: png or jpg, 5 MB each, at most 3 (spec section 9). */
export const proofImageLimits = { maxBytes: 5 * 1024 * 1024, maxFiles: 3, types: ['png', 'jpg'] } as const;
