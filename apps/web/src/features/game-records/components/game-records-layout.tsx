import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { gameRecordPaths, gameRecordTitleKeys, type GameRecordPage } from '../paths';
import styles from './game-records.module.css';

/** The frame of the game-record pages: the page heading and a switch between the two pages. */
export function GameRecordsLayout({ page, children }: { page: GameRecordPage; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(gameRecordTitleKeys[page]);
  usePageTitle(title);
  const pages = Object.keys(gameRecordPaths) as GameRecordPage[];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{title}</h1>
        <nav aria-label={t('gr_menu')} className={styles.switch}>
          {pages.map((key) => (
            <NavLink key={key} to={gameRecordPaths[key]} className={styles.switchLink}>
              {t(gameRecordTitleKeys[key])}
            </NavLink>
          ))}
        </nav>
      </header>
      {children}
    </div>
  );
}
