import { WalletEvent, type BalanceValue, type WalletEventPayload } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { use, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icons';
import { publishMemberEvent } from '../../../lib/member-events';
import { useSession } from '../../../lib/session';
import { walletKeys } from '../api/wallet-keys';
import { connectMemberSocket, socketUrl } from '../../../lib/live-socket';
import { money } from '../lib/money';
import { headerMessagesReady } from '../messages';
import { walletPaths } from '../paths';
import styles from './live-notifications.module.css';

/** How long a toast stays before it goes by itself. */
const TOAST_MS = 8_000;
const MAX_TOASTS = 4;

type ToastEvent = Exclude<WalletEventPayload, { type: typeof WalletEvent.balanceChanged }>;
interface Toast {
  id: number;
  event: ToastEvent;
}

let nextToastId = 1;

const isFailure = (event: ToastEvent) =>
  event.type === WalletEvent.depositFailed || event.type === WalletEvent.withdrawalRejected;

function ToastText({ event }: { event: ToastEvent }) {
  const { t } = useTranslation();
  switch (event.type) {
    case WalletEvent.depositCredited:
      return (
        <p>{t('toast_deposit_credited', { reference: event.reference, amount: money(event.amount) })}</p>
      );
    case WalletEvent.depositFailed:
      return (
        <>
          <p>{t('toast_deposit_failed', { reference: event.reference, amount: money(event.amount) })}</p>
          {event.reason && <p className={styles.reason}>{t('toast_reason', { reason: event.reason })}</p>}
        </>
      );
    case WalletEvent.withdrawalApproved:
      return (
        <>
          <p>{t('toast_withdrawal_approved', { reference: event.reference, amount: money(event.amount) })}</p>
          <Link to={walletPaths.withdraw} className={styles.link}>
            {t('toast_confirm_receipt')}
          </Link>
        </>
      );
    case WalletEvent.withdrawalRejected:
      return (
        <>
          <p>{t('toast_withdrawal_rejected', { reference: event.reference, amount: money(event.amount) })}</p>
          {event.reason && <p className={styles.reason}>{t('toast_reason', { reason: event.reason })}</p>}
        </>
      );
    case WalletEvent.messageNew:
      return (
        <>
          <p>{t('toast_message_new', { title: event.title })}</p>
          <Link to="/member/messageV2" className={styles.link}>
            {t('toast_view_message')}
          </Link>
        </>
      );
  }
}

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  const close = useEffectEvent(() => onClose(toast.id));
  useEffect(() => {
    const timer = setTimeout(() => close(), TOAST_MS);
    return () => clearTimeout(timer);
  }, []);
  const failure = isFailure(toast.event);
  return (
    <div className={`${styles.toast} ${failure ? styles.failure : styles.good}`}>
      <span className={styles.icon}>
        <Icon
          name={toast.event.type === WalletEvent.messageNew ? 'message' : failure ? 'help' : 'coins'}
          size={20}
        />
      </span>
      <div className={styles.text}>
        <ToastText event={toast.event} />
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t('dismiss')}
        onClick={() => onClose(toast.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}

/**
 * The socket event listener (spec section 2, logged-in real accounts only): one WebSocket to /ws per
 * session, closed on logout. Pushed events update the header balance at once, refresh the wallet's
 * lists and pages, and show a toast (new message, deposit credited or failed, withdrawal paid out or
 * rejected). Toasts are announced: successes politely, failures at once.
 */
export function LiveNotifications() {
  use(headerMessagesReady());
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { token, loginState } = useSession();
  const live = token !== null && !loginState.isTrial;
  const [toasts, setToasts] = useState<Toast[]>([]);

  const refreshWallet = useEffectEvent((keepBalance: boolean) => {
    void queryClient.invalidateQueries({
      queryKey: walletKeys.all,
      predicate: (query) => !keepBalance || query.queryKey[1] !== 'balance',
    });
  });

  const onEvent = useEffectEvent((event: WalletEventPayload) => {
    publishMemberEvent(event);
    if (event.type === WalletEvent.balanceChanged) {
      queryClient.setQueryData<BalanceValue>(walletKeys.balance, (old) =>
        old ? { ...old, balance: event.balance } : old,
      );
      refreshWallet(queryClient.getQueryData(walletKeys.balance) !== undefined);
      return;
    }
    // The inbox's queries (unread count, lists) live under ['messages'] (lib/unread-messages.ts).
    if (event.type === WalletEvent.messageNew) void queryClient.invalidateQueries({ queryKey: ['messages'] });
    else refreshWallet(true);
    const id = nextToastId++;
    setToasts((current) => [...current, { id, event }].slice(-MAX_TOASTS));
  });

  const onReconnected = useEffectEvent(() => refreshWallet(false));

  useEffect(() => {
    if (!live || token === null) return;
    const socket = connectMemberSocket({
      url: socketUrl(window.location),
      token,
      onEvent: (event) => onEvent(event),
      // Events sent while the link was down are lost: read the state again.
      onReady: (reconnected) => {
        if (reconnected) onReconnected();
      },
    });
    const wake = () => socket.wake();
    window.addEventListener('online', wake);
    return () => {
      window.removeEventListener('online', wake);
      socket.close();
    };
  }, [live, token]);

  const close = (id: number) => setToasts((current) => current.filter((toast) => toast.id !== id));
  const shown = live ? toasts : [];
  const polite = shown.filter((toast) => !isFailure(toast.event));
  const urgent = shown.filter((toast) => isFailure(toast.event));

  return (
    <section className={styles.region} aria-label={t('notifications')}>
      <div className={styles.list} role="alert">
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={close} />
        ))}
      </div>
      <div className={styles.list} role="status">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={close} />
        ))}
      </div>
    </section>
  );
}
