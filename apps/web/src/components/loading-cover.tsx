import { useTranslation } from 'react-i18next';
import styles from './loading-cover.module.css';

/** Full-screen spinner shown while the site starts and while a page's code loads. */
export function LoadingCover() {
  const { t } = useTranslation();
  return (
    <div className={styles.cover} role="progressbar" aria-label={t('loading', 'Loading')} aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}

/** Inline spinner for a part of a page (a list loading inside a popup). */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.inline} role="progressbar" aria-label={label} aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
