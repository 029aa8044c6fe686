import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { rewardPaths, rewardTitleKeys, type RewardPage } from '../lib/paths';
import styles from './rewards.module.css';

/** The rewards pages' frame: the page heading and a menu between the rewards pages. */
export function RewardsLayout({ page, children }: { page: RewardPage; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = t(rewardTitleKeys[page]);
  usePageTitle(title);
  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      <nav aria-label={t('rw_menu')} className={styles.tabs}>
        <ul className={styles.tabList}>
          {(Object.keys(rewardPaths) as RewardPage[]).map((key) => (
            <li key={key}>
              <NavLink
                to={rewardPaths[key]}
                className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
              >
                {t(rewardTitleKeys[key])}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </section>
  );
}

export function RewardsLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <span className="visually-hidden">{t('rw_loading')}</span>
    </div>
  );
}
