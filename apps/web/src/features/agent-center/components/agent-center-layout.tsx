import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { Icon } from '../../../components/icons';
import { LanguageSelect } from '../../../components/language-select';
import { LoadingCover } from '../../../components/loading-cover';
import { LogoutDialog } from '../../../components/logout-dialog';
import { SiteLogo } from '../../../components/site-logo';
import { ThemeToggle } from '../../../components/theme-toggle';
import { isInternalPath, isSafeExternalUrl } from '../../../lib/links';
import { useSession } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import { agentMenu, agentSupportPath, isMenuItemOn } from '../agent-pages';
import { useAgentTimeZone } from '../lib/use-agent-period';
import { loadAgentMessages } from '../messages';
import { AgentClock } from './agent-clock';
import ContractModalHost from './contract-modal-host';
import styles from './agent-center-layout.module.css';

const MENU_ID = 'agent-menu';

/**
 * /agentHome: the agent center's frame (agents only; others go to /agent): a header with the GMT
 * offset, a live clock in the agent's time zone, the account and sign out, the left menu of agent
 * pages (items of feature modules only while they are on), and the contract modal.
 */
export default function AgentCenterLayout() {
  return (
    <FeatureMessages load={loadAgentMessages} fallback={<LoadingCover />}>
      <AgentCenterFrame />
    </FeatureMessages>
  );
}

function AgentCenterFrame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const { member, loginState } = useSession();
  const { resources, whitelabel, customerService } = useSiteConfig().permission;
  const timeZone = useAgentTimeZone();
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const menuOpen = menuOpenOn === locationKey;

  // The session ended (signed out, expired): back to the agent login page.
  if (!loginState.isAgent) return <Navigate to="/agent" replace />;

  const name = member?.nickname || member?.account || '';
  const support = customerService.find((entry) => entry.csType === 'LIVE_CHAT') ?? customerService[0];
  const supportPath =
    support && (isInternalPath(support.path) || isSafeExternalUrl(support.path))
      ? agentSupportPath(support.path)
      : null;
  const items = agentMenu.filter((item) => isMenuItemOn(item, whitelabel));

  return (
    <div className={styles.shell}>
      <a href="#agent-main" className="skip-link">
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
        <Link to="/agentHome" className={styles.brand}>
          <SiteLogo name={resources.siteName} />
          <span className={styles.tag}>{t('agent_center')}</span>
        </Link>
        <div className={styles.status}>
          <AgentClock timeZone={timeZone} />
          <p className={styles.account}>
            <Icon name="member" size={18} />
            <span className="visually-hidden">{t('signed_in_as')}</span>
            <span className={styles.accountName}>{name}</span>
            {member && member.nickname && member.nickname !== member.account && (
              <span className={styles.accountId}>({member.account})</span>
            )}
          </p>
        </div>
        <div className={styles.tools}>
          <div className={styles.wideOnly}>
            <LanguageSelect compact />
          </div>
          <ThemeToggle />
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setLogoutOpen(true)}>
            <Icon name="logout" size={16} />
            {t('sign_out')}
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <nav id={MENU_ID} className={styles.menu} data-open={menuOpen} aria-label={t('agent_menu')}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.labelKey}>
                <NavLink
                  to={item.page ? `/agentHome/${item.page}` : (item.path ?? '/agentHome')}
                  className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
                >
                  <Icon name={item.icon} size={18} />
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
            {supportPath && (
              <li>
                {isInternalPath(supportPath) ? (
                  <NavLink
                    to={supportPath}
                    className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
                  >
                    <Icon name="support" size={18} />
                    {t('live_support')}
                  </NavLink>
                ) : (
                  <a href={supportPath} className={styles.item} target="_blank" rel="noopener noreferrer">
                    <Icon name="support" size={18} />
                    {t('live_support')}
                  </a>
                )}
              </li>
            )}
          </ul>
          <div className={styles.drawerOnly}>
            <LanguageSelect />
          </div>
        </nav>
        {menuOpen && (
          <div className={styles.backdrop} onClick={() => setMenuOpenOn(null)} aria-hidden="true" />
        )}
        <main id="agent-main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <ContractModalHost />
      {logoutOpen && (
        <LogoutDialog onCancel={() => setLogoutOpen(false)} onDone={() => void navigate('/agent')} />
      )}
    </div>
  );
}
