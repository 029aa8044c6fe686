import { getAnnouncementsEndpoint, type BannerGroup } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from './endpoint-client';
import { useSession } from './session';

export interface AnnouncementsParams {
  /** Comma list of B (banners), PL (notices), PU (popups), PR (promotions), H (headlines). */
  types: string;
  language: string;
  groupName?: BannerGroup;
  /** Notice page (9 per page). */
  pageNo?: number;
}

/** Banners, notices, popups, promotions; with a token the server picks the popups for the account. */
export const announcementsQueryOptions = (params: AnnouncementsParams, token: string | null) =>
  queryOptions({
    // Only popups depend on who is looking; banners and notices are shared by everyone.
    queryKey: ['announcements', params.types.includes('PU') ? token : null, params],
    queryFn: ({ signal }) =>
      callEndpoint(getAnnouncementsEndpoint, { query: { platform: 'W', ...params } }, { signal }),
    staleTime: 5 * 60_000,
  });

/** The banners of one group (w_home, w_login, w_register, w_forget), in the operator's order. */
export function useBanners(groupName: BannerGroup) {
  const { i18n } = useTranslation();
  const { token } = useSession();
  return useQuery({
    ...announcementsQueryOptions({ types: 'B', groupName, language: i18n.language }, token),
    select: (value) => value.banners.filter((banner) => banner.groupName === groupName),
  });
}
