import { claimRafflePromotionEndpoint, type RaffleType } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';
import { refreshBalance } from '../../../lib/wallet-balance';
import { raffleSummaryKey } from './get-raffle-summary';

/** Grabs an envelope, smashes an egg or spins the wheel (a fresh request id per tap). */
export function useClaimRaffle() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: (type: RaffleType) =>
      callEndpoint(claimRafflePromotionEndpoint, { body: { type, requestId: crypto.randomUUID() } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: raffleSummaryKey(token) });
      refreshBalance(queryClient);
    },
  });
}
