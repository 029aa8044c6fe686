import { getMissionSummaryEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint-client';
import { useSession } from './session';

/** react-query key of the mission summary: the side menu's badge and the mission page share it. */
export const missionSummaryKey = (token: string | null) => ['missions', 'summary', token] as const;

/** The mission summary of the logged-in real account (the badge counts claimable missions). */
export function useMissionSummary() {
  const { token, loginState } = useSession();
  return useQuery({
    queryKey: missionSummaryKey(token),
    queryFn: ({ signal }) => callEndpoint(getMissionSummaryEndpoint, {}, { signal }),
    enabled: token !== null && loginState.isLogin && !loginState.isTrial,
    staleTime: 60_000,
  });
}

/** Claimable missions: the red badge on the side menu's mission entry. */
export function useMissionBadge(): number {
  return useMissionSummary().data?.claimable ?? 0;
}
