import { redeemPointRewardEndpoint, type RedeemPointRewardRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { refreshBalance } from '../../../lib/wallet-balance';
import { pointsKey } from './keys';

/** Redeems goods (enc, payment password); points, stock and the cash balance reload after. */
export function useRedeemGood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedeemPointRewardRequest) => callEndpoint(redeemPointRewardEndpoint, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pointsKey });
      refreshBalance(queryClient);
    },
  });
}
