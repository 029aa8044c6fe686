/** The wallet's member-center pages (spec section 2), under /member. */
export const walletPaths = {
  deposit: '/member/depositv2',
  withdraw: '/member/withdraw',
  transferFund: '/member/transferFund',
  transferUpline: '/member/transferUpline',
  records: '/member/transactionHistory',
} as const;

export type WalletPage = keyof typeof walletPaths;
