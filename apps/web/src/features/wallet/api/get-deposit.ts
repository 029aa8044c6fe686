import { getDepositEndpoint, type Deposit } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { walletKeys } from './wallet-keys';

/** One of the member's deposits, as the server has it now. */
export function getDeposit(id: string, signal?: AbortSignal): Promise<Deposit> {
  return callEndpoint(getDepositEndpoint, { params: { id } }, { signal });
}

/** Polled while the deposit waits for its gateway; a live deposit event refreshes it at once too. */
export const depositQueryOptions = (id: string) =>
  queryOptions({
    queryKey: walletKeys.deposit(id),
    queryFn: ({ signal }) => getDeposit(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3_000 : false),
  });
