import { getCountryCodesEndpoint, type CountryCode } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './endpoint-client';

/** Bangladesh first (the home market), then the operator's order. */
export function sortCountryCodes(codes: readonly CountryCode[]): CountryCode[] {
  return [...codes].sort((a, b) => Number(b.countryCode === 'BD') - Number(a.countryCode === 'BD'));
}

/** Dialing codes for phone fields. */
export const countryCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'countryCodes'],
    queryFn: async ({ signal }) =>
      sortCountryCodes(await callEndpoint(getCountryCodesEndpoint, {}, { signal })),
    staleTime: Infinity,
  });

export const useCountryCodes = () => useQuery(countryCodesQueryOptions());
