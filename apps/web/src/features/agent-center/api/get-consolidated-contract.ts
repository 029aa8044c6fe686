import { getConsolidatedContractEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { agentKeys } from './agent-keys';

/**
 * GET MCS2_consolidatedContractInfo: offers and termination requests waiting for my answer (the
 * contract modal on login). Asked once per session; a contract action refreshes it.
 */
export const useConsolidatedContract = (token: string | null, enabled: boolean) =>
  useQuery({
    queryKey: agentKeys.consolidated(token),
    queryFn: ({ signal }) => callEndpoint(getConsolidatedContractEndpoint, {}, { signal }),
    enabled: enabled && token !== null,
    staleTime: Infinity,
    retry: 1,
  });
