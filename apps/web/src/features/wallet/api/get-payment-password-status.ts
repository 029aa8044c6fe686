import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /wps/member/paymentPassword (token): whether a payment (withdraw) password is set. */
export function getPaymentPasswordStatus(signal?: AbortSignal): Promise<{ hasPaymentPassword: boolean }> {
  return apiGet<{ hasPaymentPassword: boolean }>('/wps/member/paymentPassword', undefined, signal);
}

export const paymentPasswordQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.paymentPassword,
    queryFn: ({ signal }) => getPaymentPasswordStatus(signal),
    staleTime: 60_000,
  });
