import { agentCenterPaths, type AgentInfo } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** GET AGC_agentInfo: the agent's time zone, referral link, team size and allowed downline types. */
export const agentInfoQueryOptions = () =>
  queryOptions({
    queryKey: agentKeys.info(),
    queryFn: ({ signal }) => apiGet<AgentInfo>(agentCenterPaths.agentInfo, undefined, signal),
    staleTime: 5 * 60_000,
  });

export const useAgentInfo = () => useQuery(agentInfoQueryOptions());
