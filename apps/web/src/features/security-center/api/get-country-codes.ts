import { getCountryCodesEndpoint } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Dialing codes for the mobile field, the home market (BD) first. */
export function useCountryCodes() {
  return useQuery({
    queryKey: ['system', 'countryCodes', 'security'],
    queryFn: async ({ signal }) => {
      const codes = await callEndpoint(getCountryCodesEndpoint, {}, { signal });
      return [...codes].sort((a, b) => Number(b.countryCode === 'BD') - Number(a.countryCode === 'BD'));
    },
    staleTime: Infinity,
  });
}
