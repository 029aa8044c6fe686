import { homeNav, promotionsNav, type NavEntry } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon, categoryIcon } from '../../components/icons';
import { useGameMenus } from '../../lib/game-menus';
import { scrollToTopSmoothly } from '../../lib/scroll';
import styles from './site-header.module.css';

/** Until the menus arrive: home and promotions, which are always there. */
const fixedNav: readonly NavEntry[] = [homeNav, promotionsNav];

/** An entry is current on its path; `/rng?gameType=MXWIN` only with that game type. */
function isCurrent(entry: NavEntry, pathname: string, search: string): boolean {
  const [path, query = ''] = entry.path.split('?');
  if (path !== pathname) return false;
  return new URLSearchParams(query).get('gameType') === new URLSearchParams(search).get('gameType');
}

/**
 * Header navigation (spec section 2): home, promotions, then one entry per game category with at
 * least one vendor, from the game menus. Choosing one scrolls smoothly to the top and navigates.
 */
export function HeaderNav() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const nav = useGameMenus().data?.nav ?? fixedNav;
  return (
    <nav className={styles.nav} aria-label={t('main_navigation')}>
      <ul className={styles.navList}>
        {nav.map((entry) => {
          const current = isCurrent(entry, pathname, search);
          return (
            <li key={entry.key}>
              <Link
                to={entry.path}
                className={`${styles.navLink} ${current ? styles.active : ''}`}
                aria-current={current ? 'page' : undefined}
                onClick={scrollToTopSmoothly}
              >
                <Icon name={categoryIcon[entry.key] ?? 'star'} size={18} />
                {t(entry.navKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
