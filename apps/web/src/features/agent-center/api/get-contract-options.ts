import { getContractOptionsEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';
import { agentKeys } from './agent-keys';

/** GET AGC_contractOptions: my own active contract per type (the caps) and my direct downline agents. */
export const useContractOptions = () =>
  useQuery({
    queryKey: agentKeys.contractOptions(),
    queryFn: ({ signal }) => callEndpoint(getContractOptionsEndpoint, {}, { signal }),
    staleTime: 30_000,
  });
