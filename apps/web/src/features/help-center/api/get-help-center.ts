import { getHelpCenterEndpoint, type HelpArticle } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export function getHelpCenter(lang: string, signal?: AbortSignal): Promise<HelpArticle[]> {
  return callEndpoint(getHelpCenterEndpoint, { query: { lang, device: 'WEB' } }, { signal });
}

export const helpCenterQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: ['system', 'helpCenter', lang],
    queryFn: ({ signal }) => getHelpCenter(lang, signal),
    staleTime: 10 * 60_000,
  });

/** Help-center articles in the given language. */
export function useHelpCenter(lang: string) {
  return useQuery(helpCenterQueryOptions(lang));
}
