import { getPaymentPasswordStatusEndpoint } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { walletKeys } from './wallet-keys';

/** Whether a payment (withdraw) password is set. */
export function getPaymentPasswordStatus(signal?: AbortSignal): Promise<{ hasPaymentPassword: boolean }> {
  return callEndpoint(getPaymentPasswordStatusEndpoint, {}, { signal });
}

export const paymentPasswordQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.paymentPassword,
    queryFn: ({ signal }) => getPaymentPasswordStatus(signal),
    staleTime: 60_000,
  });
