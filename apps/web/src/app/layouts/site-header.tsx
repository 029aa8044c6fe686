import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon, categoryIcon } from '../../components/icons';
import { SiteLogo } from '../../components/site-logo';
import { ThemeToggle } from '../../components/theme-toggle';
import { getLoginState } from '../../lib/session';
import { useSiteConfig } from '../../lib/site-config';
import type { OpenModal } from './modal-host';
import { headerNav } from './navigation';
import styles from './site-header.module.css';

interface SiteHeaderProps {
  /** id of the side menu the menu button opens; null where the page has no side menu. */
  menuId: string | null;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onOpenModal: OpenModal;
}

/** The site header (the page's only banner): logo, account buttons, theme toggle and main navigation. */
export function SiteHeader({ menuId, menuOpen, onToggleMenu, onOpenModal }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { siteName } = useSiteConfig().permission.resources;
  const { isLogin } = getLoginState();

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        {menuId && (
          <button
            type="button"
            className={styles.menuButton}
            aria-label={t('open_menu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={onToggleMenu}
          >
            <Icon name="menu" size={22} />
          </button>
        )}
        <Link to="/" className={styles.logo}>
          <SiteLogo name={siteName} />
        </Link>
        <div className={styles.actions}>
          <ThemeToggle />
          {!isLogin && (
            <>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onOpenModal('login')}>
                {t('login')}
              </button>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => onOpenModal('register')}
              >
                {t('register')}
              </button>
            </>
          )}
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('main_navigation')}>
        <ul className={styles.navList}>
          {headerNav.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                end={item.path === '/'}
                className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}
              >
                <Icon
                  name={
                    item.category
                      ? (categoryIcon[item.category] ?? 'star')
                      : item.path === '/'
                        ? 'home'
                        : 'gift'
                  }
                  size={18}
                />
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
