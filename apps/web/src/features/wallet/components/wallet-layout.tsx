import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon, type IconName } from '../../../components/icons';
import { usePageTitle } from '../../../lib/page-title';
import { useLoginState } from '../../../lib/session';
import { walletPaths, type WalletPage } from '../paths';
import styles from './wallet.module.css';

/** Page names: the member-center keys of the site bundles (member-pages.ts). */
const titleKeys: Record<WalletPage, string> = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  transferFund: 'transfer_fund',
  transferUpline: 'transfer_upline',
  records: 'account_record',
};

const icons: Record<WalletPage, IconName> = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  transferFund: 'team',
  transferUpline: 'team',
  records: 'receipt',
};

/**
 * The wallet pages' frame: the page heading and a menu between the wallet pages that have a path in
 * `paths` (the member center's by default).
 */
export function WalletLayout({
  page,
  paths = walletPaths,
  children,
}: {
  page: WalletPage;
  paths?: Partial<Record<WalletPage, string>>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { isAgent } = useLoginState();
  const title = t(titleKeys[page]);
  usePageTitle(title);
  const menu = (Object.keys(walletPaths) as WalletPage[]).flatMap((key) => {
    const to = paths[key];
    return to && (key !== 'transferFund' || isAgent) ? [{ key, to }] : [];
  });
  const navRef = useRef<HTMLElement>(null);

  // On narrow screens the menu scrolls sideways: bring the current page's entry into view.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    const left = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
    nav.scrollLeft = Math.max(0, left);
  }, [page]);

  return (
    <section className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.heading}>
        {title}
      </h1>
      <nav ref={navRef} aria-label={t('wallet_menu')} className={styles.tabs}>
        <ul className={styles.tabList}>
          {menu.map(({ key, to }) => (
            <li key={key}>
              <NavLink
                to={to}
                className={({ isActive }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`}
              >
                <Icon name={icons[key]} size={18} />
                {t(titleKeys[key])}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </section>
  );
}

/** `form`: holds about a form's height, so what follows does not jump when the form arrives. */
export function WalletLoading({ size = 'list' }: { size?: 'list' | 'form' }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.loading} ${size === 'form' ? styles.loadingForm : ''}`} role="status">
      <span className={styles.loadingSpinner} aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
