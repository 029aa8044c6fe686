import { getSessionOptionsEndpoint } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Captcha on the first attempt, minimum age at registration. */
export const sessionOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'options'],
    queryFn: ({ signal }) => callEndpoint(getSessionOptionsEndpoint, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useSessionOptions = () => useQuery(sessionOptionsQueryOptions());

export { countryCodesQueryOptions, sortCountryCodes, useCountryCodes } from '../../../lib/country-codes';
