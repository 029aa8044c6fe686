import { balanceQueryKey } from '../../../lib/wallet-balance';

/** react-query keys of the wallet: everything under ['wallet'] is refreshed when money moves. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: balanceQueryKey,
  depositChannels: ['wallet', 'deposit-channels'] as const,
  deposits: (pageNo: number) => ['wallet', 'deposits', pageNo] as const,
  deposit: (id: string) => ['wallet', 'deposit', id] as const,
  withdrawInfo: ['wallet', 'withdraw-info'] as const,
  withdrawals: (pageNo: number) => ['wallet', 'withdrawals', pageNo] as const,
  paymentPassword: ['wallet', 'payment-password'] as const,
  upline: ['wallet', 'upline'] as const,
  downlines: (keyword: string) => ['wallet', 'downlines', keyword] as const,
  records: (query: Record<string, string | number | undefined>) => ['wallet', 'records', query] as const,
};
