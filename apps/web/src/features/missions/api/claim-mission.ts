import { claimMissionEndpoint } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { missionSummaryKey } from '../../../lib/mission-badge';
import { useSession } from '../../../lib/session';
import { refreshBalance } from '../../../lib/wallet-balance';

/** Claims a completed mission; the summary (and the badge) and the balance reload after. */
export function useClaimMission() {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useMutation({
    mutationFn: (missionId: string) => callEndpoint(claimMissionEndpoint, { body: { missionId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: missionSummaryKey(token) });
      refreshBalance(queryClient);
    },
  });
}
