import { useQuery } from '@tanstack/react-query';
import { use, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons';
import { balanceQueryOptions } from '../api/get-balance';
import { money } from '../lib/money';
import { headerMessagesReady } from '../messages';
import { walletPaths } from '../paths';
import styles from './header-wallet.module.css';

export { LiveNotifications } from './live-notifications';

const HIDDEN_KEY = 'balanceHidden';
/** The refresh button asks the server at most this often. */
export const REFRESH_THROTTLE_MS = 2_000;
/** The refresh icon turns at least this long, so a fast answer is still seen. */
const MIN_SPIN_MS = 600;

function readHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHidden(hidden: boolean): void {
  try {
    if (hidden) localStorage.setItem(HIDDEN_KEY, '1');
    else localStorage.removeItem(HIDDEN_KEY);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

/**
 * The logged-in header's wallet (spec section 2): the balance with 2 decimals, thousands separators
 * and the currency symbol, a show/hide toggle (remembered), a throttled refresh, and the deposit and
 * withdraw shortcuts. The WebSocket keeps the balance current (LiveNotifications).
 */
export function HeaderWallet({ layout }: { layout: 'bar' | 'row' }) {
  use(headerMessagesReady());
  const { t } = useTranslation();
  const balance = useQuery(balanceQueryOptions());
  const [hidden, setHidden] = useState(readHidden);
  const [spinning, setSpinning] = useState(false);
  const lastRefresh = useRef(0);

  const toggle = () => {
    writeHidden(!hidden);
    setHidden(!hidden);
  };

  const refresh = () => {
    const now = Date.now();
    if (spinning || now - lastRefresh.current < REFRESH_THROTTLE_MS) return;
    lastRefresh.current = now;
    setSpinning(true);
    const minimum = new Promise((resolve) => setTimeout(resolve, MIN_SPIN_MS));
    void Promise.allSettled([balance.refetch(), minimum]).then(() => setSpinning(false));
  };

  const busy = spinning || (balance.isFetching && !balance.data);
  const amount = balance.data
    ? money(balance.data.balance, balance.data.currencySymbol)
    : balance.isError
      ? '—'
      : '…';

  return (
    <div className={`${styles.wallet} ${layout === 'row' ? styles.row : styles.bar}`}>
      <div role="group" aria-label={t('balance')} className={styles.balance}>
        <span className={styles.amountBox}>
          <span className={styles.caption} aria-hidden="true">
            {t('balance')}
          </span>
          {hidden ? (
            <span className={styles.amount}>
              <span aria-hidden="true">••••••</span>
              <span className="visually-hidden">{t('balance_hidden')}</span>
            </span>
          ) : (
            <span className={styles.amount} title={balance.isError ? t('balance_unavailable') : amount}>
              {amount}
              {balance.isError && <span className="visually-hidden">{t('balance_unavailable')}</span>}
            </span>
          )}
        </span>
        <button
          type="button"
          className={styles.iconButton}
          aria-pressed={!hidden}
          aria-label={t('show_balance')}
          title={t('show_balance')}
          onClick={toggle}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('refresh_balance')}
          title={t('refresh_balance')}
          aria-busy={busy || undefined}
          onClick={refresh}
        >
          <Icon name="refresh" size={18} className={busy ? styles.spin : undefined} />
        </button>
      </div>
      <div className={styles.shortcuts}>
        <Link to={walletPaths.deposit} className={`btn btn-primary btn-sm ${styles.shortcut}`}>
          <Icon name="deposit" size={18} />
          <span>{t('deposit')}</span>
        </Link>
        <Link to={walletPaths.withdraw} className={`btn btn-secondary btn-sm ${styles.shortcut}`}>
          <Icon name="withdraw" size={18} />
          <span>{t('withdraw')}</span>
        </Link>
      </div>
    </div>
  );
}
