import type { SiteResources } from '@app/contracts';
import { isInternalPath, isSafeExternalUrl } from '../../../lib/links';

export type AppPlatform = 'ios' | 'android';

/** The app pages of the site: the download page and one install page per platform. */
export const appPaths = {
  download: '/member/appDownload',
  ios: '/app/ios',
  android: '/app/android',
} as const;

/** The absolute address a phone camera opens for a platform (the operator's link or the site's page). */
export function appDownloadUrl(
  resources: Pick<SiteResources, 'appDownload'>,
  platform: AppPlatform,
  origin: string,
): string | null {
  const href = resources.appDownload[platform];
  if (isInternalPath(href)) return new URL(href, origin).href;
  return isSafeExternalUrl(href) ? href : null;
}
