import { getRegisterRulesEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** The operator's field rules (the password's length and format). */
export function useRegisterRules() {
  return useQuery({
    queryKey: ['system', 'registerRules'],
    queryFn: ({ signal }) => callEndpoint(getRegisterRulesEndpoint, {}, { signal }),
    staleTime: 5 * 60_000,
  });
}
