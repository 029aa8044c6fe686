import { convertPointEndpoint, type ConvertPointRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { refreshBalance } from '../../../lib/wallet-balance';
import { pointsKey } from './keys';

/** Converts points to cash at a row of the exchange rate table (enc, payment password). */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConvertPointRequest) => callEndpoint(convertPointEndpoint, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: pointsKey });
      refreshBalance(queryClient);
    },
  });
}
