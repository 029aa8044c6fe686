import { useTranslation } from 'react-i18next';
import { homeShellShowing } from '../lib/home-shell';
import styles from './loading-cover.module.css';

/**
 * Full-screen spinner shown while the site starts and while a page's code loads (not over the home
 * page's prerendered first screen, which shows the page coming).
 */
export function LoadingCover() {
  const { t } = useTranslation();
  if (homeShellShowing()) return null;
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
