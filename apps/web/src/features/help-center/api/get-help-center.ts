import type { HelpArticle } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getHelpCenter(lang: string, signal?: AbortSignal): Promise<HelpArticle[]> {
  return apiGet<HelpArticle[]>('/wps/system/helpCenter', { lang, device: 'WEB' }, signal);
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
