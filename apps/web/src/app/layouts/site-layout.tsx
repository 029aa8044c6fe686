import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useRouteHandle, type SiteModalKind } from '../../lib/route-handle';
import { ModalHost, type OpenModal, type SiteModal } from './modal-host';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

const SIDE_MENU_ID = 'side-menu';

/** The player site: header, side menu (hidden on game pages), main content, footer, popups. */
export default function SiteLayout() {
  const { t } = useTranslation();
  const { key: locationKey } = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const handle = useRouteHandle();

  // Drawer and popups opened on a page belong to that visit of it: any navigation closes them.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const [localModal, setLocalModal] = useState<(SiteModal & { locationKey: string }) | null>(null);
  const menuOpen = menuOpenOn === locationKey;

  const routeModal: SiteModal | null = handle.modal
    ? { kind: handle.modal, article: searchParams.get('article') }
    : null;
  const ownModal = localModal?.locationKey === locationKey ? localModal : null;
  const activeModal = ownModal ?? routeModal;

  const openModal: OpenModal = (kind: SiteModalKind, article?: string) => {
    setMenuOpenOn(null);
    if (handle.modal) {
      // Already on a popup route (/login, /register, /help): switch route so the URL tells the truth.
      void navigate(article ? `/${kind}?article=${encodeURIComponent(article)}` : `/${kind}`);
    } else {
      setLocalModal({ kind, article: article ?? null, locationKey });
    }
  };

  const closeModal = () => {
    if (ownModal) setLocalModal(null);
    else void navigate('/');
  };

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
      />
      <div className={`${styles.body} ${showSideMenu ? '' : styles.noSide}`}>
        {showSideMenu && <SideMenu id={SIDE_MENU_ID} open={menuOpen} onClose={() => setMenuOpenOn(null)} />}
        <div className={styles.content}>
          <main id="main" tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          <SiteFooter onOpenModal={openModal} />
        </div>
      </div>
      <ModalHost modal={activeModal} onClose={closeModal} />
    </div>
  );
}
