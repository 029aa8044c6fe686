import { getAgentInfoEndpoint } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { agentKeys } from './agent-keys';

/** GET AGC_agentInfo: the agent's time zone, referral link, team size and allowed downline types. */
export const agentInfoQueryOptions = () =>
  queryOptions({
    queryKey: agentKeys.info(),
    queryFn: ({ signal }) => callEndpoint(getAgentInfoEndpoint, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useAgentInfo = () => useQuery(agentInfoQueryOptions());
