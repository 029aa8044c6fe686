import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshBalance } from '../../../lib/wallet-balance';
import { rewardKeys } from './reward-keys';

/** A rewards action that may move money: afterwards every rewards view and the balance refresh. */
export function useRewardMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
      refreshBalance(queryClient);
    },
  });
}
