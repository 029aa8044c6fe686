import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Icon } from '../../../components/icons';
import { LanguageSelect } from '../../../components/language-select';
import { ThemeToggle } from '../../../components/theme-toggle';
import { opsKeys } from '../api/ops-keys';
import { signOutEverywhere } from '../api/sign-out-everywhere';
import { canOpen, consolePages } from '../console-pages';
import { endOpsSession, useOpsSession } from '../../../lib/ops-session';
import styles from './ops.module.css';

const MENU_ID = 'ops-menu';

/** Ends the console session after the staff member's idle minutes without a key press, click or touch. */
function useIdleSignOut(minutes: number | undefined) {
  useEffect(() => {
    if (!minutes) return;
    let timer = window.setTimeout(endOpsSession, minutes * 60_000);
    const reset = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(endOpsSession, minutes * 60_000);
    };
    const events = ['keydown', 'pointerdown', 'scroll'] as const;
    for (const name of events) window.addEventListener(name, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, reset);
    };
  }, [minutes]);
}

/** The console's frame: header (staff member, language, theme, sign out), the menu of pages the permissions allow. */
export function OpsLayout() {
  const { t } = useTranslation();
  const session = useOpsSession();
  const queryClient = useQueryClient();
  const { key: locationKey, pathname } = useLocation();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  useIdleSignOut(session?.staff.idleMinutes);

  useEffect(() => {
    if (!session) queryClient.removeQueries({ queryKey: opsKeys.all });
  }, [session, queryClient]);

  if (!session) return <Navigate to="/ops/login" replace />;
  const { staff } = session;
  const menuOpen = menuOpenOn === locationKey;
  const items = consolePages().filter((page) => !page.hidden && canOpen(staff.permissions, page));
  const current = consolePages().find(
    (page) => page.path !== '' && pathname.startsWith(`/ops/${page.path.split('/')[0]}`),
  );
  const allowed = !current || canOpen(staff.permissions, current);
  const home = consolePages()[0];
  if (pathname.replace(/\/$/, '') === '/ops' && home && !canOpen(staff.permissions, home) && items[0]) {
    return <Navigate to={`/ops/${items[0].path}`} replace />;
  }

  return (
    <div className={styles.shell}>
      <a href="#ops-main" className="skip-link">
        {t('skip_to_content')}
      </a>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.menuButton}
          aria-label={t('open_menu')}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpenOn(menuOpen ? null : locationKey)}
        >
          <Icon name="menu" size={22} />
        </button>
        <Link to="/ops" className={styles.brand}>
          {t('ops_console')}
          <span className={styles.tag}>{staff.role.name}</span>
        </Link>
        <div className={styles.tools}>
          <span className={styles.who}>{staff.username}</span>
          <LanguageSelect compact />
          <ThemeToggle />
          <button type="button" className="btn btn-secondary btn-sm" onClick={endOpsSession}>
            <Icon name="logout" size={16} />
            {t('ops_sign_out')}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => void signOutEverywhere().finally(endOpsSession)}
          >
            {t('ops_sign_out_everywhere')}
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <nav id={MENU_ID} className={styles.menu} data-open={menuOpen} aria-label={t('ops_menu')}>
          {items.map((page) => (
            <NavLink
              key={page.path}
              to={page.path === '' ? '/ops' : `/ops/${page.path}`}
              end={page.path === ''}
              className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
            >
              <Icon name={page.icon} size={18} />
              {t(page.titleKey)}
            </NavLink>
          ))}
        </nav>
        <main id="ops-main" className={styles.main}>
          {allowed ? (
            <Outlet />
          ) : (
            <p role="alert" className={styles.warn}>
              {t('permission_denied')}
            </p>
          )}
        </main>
      </div>
    </div>
  );
}
