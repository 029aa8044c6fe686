import { useEffect } from 'react';
import { useSiteConfig } from './site-config';

/** Sets the document title to "<page> | <site name>" (just the site name when page is empty). */
export function usePageTitle(page: string): void {
  const { siteName } = useSiteConfig().permission.resources;
  useEffect(() => {
    document.title = page ? `${page} | ${siteName}` : siteName;
  }, [page, siteName]);
}
