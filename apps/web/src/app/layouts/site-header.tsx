import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/icons';
import { SiteLogo } from '../../components/site-logo';
import { ThemeToggle } from '../../components/theme-toggle';
import { isModuleEnabled, ModuleId } from '@app/contracts';
import { useLoginState } from '../../lib/session';
import { useSiteConfig } from '../../lib/site-config';
import { FreePlayButton } from './free-play-button';
import { HeaderWalletSlot } from './header-wallet-slot';
import { userMenuChunk } from './member-chunks';
import type { OpenModal } from './modal-host';
import { HeaderNav } from './header-nav';
import styles from './site-header.module.css';

/** The account menu loads only for logged-in members: the visitor's home route carries none of it. */
const UserMenu = lazy(() => userMenuChunk().then((module) => ({ default: module.UserMenu })));

interface SiteHeaderProps {
  /** id of the side menu the menu button opens; null where the page has no side menu. */
  menuId: string | null;
  menuOpen: boolean;
  onToggleMenu: () => void;
  onOpenModal: OpenModal;
  onLogout: () => void;
}

/**
 * The site header (the page's only banner): logo, theme toggle, account buttons (login, register and
 * free play for visitors; the avatar menu when logged in, with register for trial accounts) and the
 * main navigation.
 */
export function SiteHeader({ menuId, menuOpen, onToggleMenu, onOpenModal, onLogout }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { resources, whitelabel } = useSiteConfig().permission;
  const { siteName } = resources;
  const { isLogin, isTrial } = useLoginState();
  const freePlay = !isLogin && isModuleEnabled(whitelabel, ModuleId.freePlay);

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
          {freePlay && <FreePlayButton className={styles.wideOnly} />}
          {!isLogin && (
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => onOpenModal('login')}>
              {t('login')}
            </button>
          )}
          {(!isLogin || isTrial) && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => onOpenModal('register')}>
              {t('register')}
            </button>
          )}
          <HeaderWalletSlot placement="bar" />
          {isLogin && (
            <Suspense fallback={<span className={styles.userMenuReserve} aria-hidden="true" />}>
              <UserMenu onLogout={onLogout} />
            </Suspense>
          )}
        </div>
      </div>
      <HeaderWalletSlot placement="row" />
      <HeaderNav />
    </header>
  );
}
