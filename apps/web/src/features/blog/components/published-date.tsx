import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './articles.module.css';

/** "Published 24 Nov 2026" in the visitor's language and the site's time zone. */
export function PublishedDate({ iso }: { iso: string }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  let date: string;
  try {
    date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone }).format(new Date(iso));
  } catch {
    date = iso.slice(0, 10);
  }
  return (
    <p className={styles.muted}>
      <time dateTime={iso}>{t('articles_published', { date })}</time>
    </p>
  );
}
