import { getMissionLeaderboardEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { useSession } from '../../../lib/session';

export function useLeaderboard(week: 'current' | 'previous') {
  const { token } = useSession();
  return useQuery({
    queryKey: ['missions', 'leaderboard', token, week],
    queryFn: ({ signal }) => callEndpoint(getMissionLeaderboardEndpoint, { query: { week } }, { signal }),
    enabled: token !== null,
  });
}
