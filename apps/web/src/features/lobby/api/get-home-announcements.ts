import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announcementsQueryOptions } from '../../../lib/announcements';

/** The home page's banners (group w_home), headlines and first page of notices, in one call. */
export function useHomeAnnouncements() {
  const { i18n } = useTranslation();
  return useQuery({
    ...announcementsQueryOptions({ types: 'B,PL,H', groupName: 'w_home', language: i18n.language }, null),
    select: (value) => ({
      banners: value.banners.filter((banner) => banner.groupName === 'w_home'),
      headlines: value.headline,
      notices: value.player.content,
    }),
  });
}
