import { agentCenterPaths, type ContractOptions } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { agentKeys } from './agent-keys';

/** GET AGC_contractOptions: my own active contract per type (the caps) and my direct downline agents. */
export const useContractOptions = () =>
  useQuery({
    queryKey: agentKeys.contractOptions(),
    queryFn: ({ signal }) => apiGet<ContractOptions>(agentCenterPaths.contractOptions, undefined, signal),
    staleTime: 30_000,
  });
