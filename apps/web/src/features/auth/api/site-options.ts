import type { CountryCode } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface SessionOptions {
  captchaAlways: boolean;
  minimumAge: number;
}

/** GET /wps/session/options: captcha on the first attempt, minimum age at registration. */
export const sessionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'options'],
    queryFn: ({ signal }) => apiGet<SessionOptions>('/wps/session/options', undefined, signal),
    staleTime: 5 * 60_000,
  });

export const useSessionOptions = () => useQuery(sessionOptionsQueryOptions());

/** Bangladesh first (the home market), then the operator's order. */
export function sortCountryCodes(codes: readonly CountryCode[]): CountryCode[] {
  return [...codes].sort((a, b) => Number(b.countryCode === 'BD') - Number(a.countryCode === 'BD'));
}

/** GET /wps/system/countryCodes: dialing codes for phone fields. */
export const countryCodesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'countryCodes'],
    queryFn: async ({ signal }) =>
      sortCountryCodes(await apiGet<CountryCode[]>('/wps/system/countryCodes', undefined, signal)),
    staleTime: Infinity,
  });

export const useCountryCodes = () => useQuery(countryCodesQueryOptions());
