import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announcementsQueryOptions, type AnnouncementsParams } from '../../../lib/announcements';

/** The one call for the home page's banners (group w_home), headlines and first page of notices. */
export const homeAnnouncementsParams = (language: string): AnnouncementsParams => ({
  types: 'B,PL,H',
  groupName: 'w_home',
  language,
});

/** The home page's banners, headlines and first page of notices. */
export function useHomeAnnouncements() {
  const { i18n } = useTranslation();
  return useQuery({
    ...announcementsQueryOptions(homeAnnouncementsParams(i18n.language), null),
    select: (value) => ({
      banners: value.banners.filter((banner) => banner.groupName === 'w_home'),
      headlines: value.headline,
      notices: value.player.content,
    }),
  });
}
