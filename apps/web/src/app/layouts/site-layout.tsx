import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { LogoutDialog } from '../../components/logout-dialog';
import { loadChunk } from '../../lib/chunk';
import { isInternalPath } from '../../lib/links';
import { isRouteModal, useRouteHandle, type SiteModalKind } from '../../lib/route-handle';
import { useLoginState } from '../../lib/session';
import { clearRequestedModal, useRequestedModal } from '../../lib/site-modal';
import { JackpotSlot } from './jackpot-slot';
import { LobbyHosts } from './lobby-hosts';
import { ModalHost, type OpenModal, type SiteModal } from './modal-host';
import { SideMenu } from './side-menu';
import { realityCheckChunk } from './member-chunks';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

const SIDE_MENU_ID = 'side-menu';

/** Contract offers waiting for an agent's answer (players never load it). */
const ContractModalHost = lazy(() =>
  loadChunk('contract-modal', () => import('../../features/agent-center/components/contract-modal-host')),
);

/** The reality check of a member who set one (responsible gaming); only real accounts load it. */
const RealityCheckHost = lazy(realityCheckChunk);

/** The player site: header, side menu (hidden on game pages), main content, footer, popups. */
export default function SiteLayout() {
  const { t } = useTranslation();
  const { key: locationKey } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const handle = useRouteHandle();
  const requested = useRequestedModal();
  const { isAgent, isLogin, isTrial } = useLoginState();

  // Drawer and popups opened on a page belong to that visit of it: any navigation closes them.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [localModal, setLocalModal] = useState<(SiteModal & { locationKey: string }) | null>(null);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const menuOpen = menuOpenOn === locationKey;

  const resetToken = searchParams.get('resetToken');
  const routeModal: SiteModal | null = handle.modal
    ? { kind: handle.modal, article: searchParams.get('article') }
    : resetToken
      ? { kind: 'resetPassword', article: null, token: resetToken }
      : null;
  const ownModal = localModal?.locationKey === locationKey ? localModal : null;
  // A popup a route guard asked for shows once its navigation has settled.
  const requestedModal: SiteModal | null =
    requested && navigation.state === 'idle' ? { kind: requested, article: null } : null;
  const activeModal = ownModal ?? requestedModal ?? routeModal;

  const openModal: OpenModal = (kind: SiteModalKind, article?: string) => {
    setMenuOpenOn(null);
    clearRequestedModal();
    if (handle.modal && isRouteModal(kind)) {
      // Already on a popup route (/login, /register, /help): switch route so the URL tells the truth.
      void navigate(article ? `/${kind}?article=${encodeURIComponent(article)}` : `/${kind}`);
    } else {
      setLocalModal({ kind, article: article ?? null, locationKey });
    }
  };

  const closeModal = () => {
    if (ownModal) setLocalModal(null);
    else if (requestedModal) clearRequestedModal();
    else void navigate('/');
  };

  /** A session started in a popup: close it; login goes back where it was asked for, the rest go home. */
  const onLoggedIn = (kind: SiteModalKind) => {
    setLocalModal(null);
    clearRequestedModal();
    const redirect = searchParams.get('redirect');
    if (kind === 'login' && redirect && isInternalPath(redirect)) void navigate(redirect, { replace: true });
    else if (kind !== 'login' || routeModal) void navigate('/');
  };

  // A game page inside the game popup's frame: the page alone, the popup around it is the site.
  if (handle.embeddable && searchParams.get('embed') === '1') {
    return (
      <main id="main" tabIndex={-1} className={styles.embedded}>
        <Outlet />
      </main>
    );
  }

  const showSideMenu = !handle.hideSideMenu;

  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        {t('skip_to_content')}
      </a>
      <SiteHeader
        menuId={showSideMenu ? SIDE_MENU_ID : null}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpenOn(menuOpen ? null : locationKey)}
        onOpenModal={openModal}
        onLogout={() => setLogoutOpen(true)}
      />
      <div className={`${styles.body} ${showSideMenu ? '' : styles.noSide}`}>
        {showSideMenu && <SideMenu id={SIDE_MENU_ID} open={menuOpen} onClose={() => setMenuOpenOn(null)} />}
        <div className={styles.content}>
          <main id="main" tabIndex={-1} className={styles.main}>
            {handle.jackpotTicker && <JackpotSlot />}
            <Outlet />
          </main>
          <SiteFooter onOpenModal={openModal} />
        </div>
      </div>
      <ModalHost
        modal={activeModal}
        onClose={closeModal}
        onOpen={openModal}
        onLoggedIn={onLoggedIn}
        referralCode={searchParams.get('referralCode')}
      />
      <LobbyHosts />
      {isAgent && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ContractModalHost />
          </Suspense>
        </ErrorBoundary>
      )}
      {isLogin && !isTrial && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <RealityCheckHost onStop={() => setLogoutOpen(true)} />
          </Suspense>
        </ErrorBoundary>
      )}
      {logoutOpen && (
        <LogoutDialog
          onCancel={() => setLogoutOpen(false)}
          onDone={() => {
            setLogoutOpen(false);
            setLocalModal(null);
            void navigate('/');
          }}
        />
      )}
    </div>
  );
}
