import { getRaffleSummaryEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';

export const raffleSummaryKey = (token: string | null) => ['raffles', 'summary', token] as const;

/** Envelope window, tickets, egg prizes and wheel segments; refreshed every 30 s while the page is open. */
export function useRaffleSummary() {
  const { token } = useSession();
  return useQuery({
    queryKey: raffleSummaryKey(token),
    queryFn: ({ signal }) => callEndpoint(getRaffleSummaryEndpoint, {}, { signal }),
    enabled: token !== null,
    refetchInterval: 30_000,
  });
}
