import { getPointBalanceEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';
import { pointsKeys } from './keys';

export function usePointBalance() {
  const { token } = useSession();
  return useQuery({
    queryKey: pointsKeys.balance(token),
    queryFn: ({ signal }) => callEndpoint(getPointBalanceEndpoint, {}, { signal }),
    enabled: token !== null,
  });
}
