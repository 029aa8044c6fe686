import type { QueryClient } from '@tanstack/react-query';

/** react-query key of the header balance (features/wallet reads it; games refresh it after a round). */
export const balanceQueryKey = ['wallet', 'balance'] as const;

/** Asks the header balance to load again (money moved outside the wallet pages, e.g. a game round). */
export function refreshBalance(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: balanceQueryKey });
}
