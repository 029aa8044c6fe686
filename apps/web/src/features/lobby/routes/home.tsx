import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/feedback';
import { Icon, categoryIcon } from '../../../components/icons';
import { navCategories } from '../../../lib/game-categories';
import { usePageTitle } from '../../../lib/page-title';
import { useLoginState } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import styles from './home.module.css';

/** Lobby home: welcome, the game menu, and the game sections (empty until game vendors exist). */
export default function HomePage() {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig().permission.resources;
  const { isLogin } = useLoginState();
  usePageTitle('');

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-welcome">
        <div className={styles.heroText}>
          <h1 id="home-welcome" className={styles.welcome}>
            {t('home_welcome', { siteName })}
          </h1>
          <p className={styles.tagline}>{t('home_tagline')}</p>
          {!isLogin && (
            <div className={styles.heroActions}>
              <Link to="/register" className="btn btn-primary btn-lg">
                {t('register')}
              </Link>
              <Link to="/login" className="btn btn-secondary btn-lg">
                {t('login')}
              </Link>
            </div>
          )}
        </div>
        <div className={styles.heroArt} aria-hidden="true">
          <span className={`${styles.chip} ${styles.chipA}`}>
            <Icon name="vip" size={56} strokeWidth={2.2} />
          </span>
          <span className={`${styles.chip} ${styles.chipB}`}>7</span>
          <span className={`${styles.chip} ${styles.chipC}`}>★</span>
        </div>
      </section>

      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t('game_categories')}
        </h2>
        <ul className={styles.categories}>
          {navCategories.map((entry) => (
            <li key={entry.category}>
              <Link to={entry.path} className={styles.category}>
                <span className={styles.categoryIcon}>
                  <Icon name={categoryIcon[entry.category] ?? 'star'} size={28} />
                </span>
                <span className={styles.categoryLabel}>{t(entry.labelKey)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-hot">
        <h2 id="home-hot" className={styles.sectionTitle}>
          {t('hot_games')}
        </h2>
        <EmptyState icon="slots" title={t('games_pending_title')}>
          <p>{t('games_pending_text')}</p>
        </EmptyState>
      </section>
    </div>
  );
}
