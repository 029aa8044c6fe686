import type { CustomerServiceEntry } from '@app/contracts';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../components/avatar';
import { CountBadge } from '../../components/count-badge';
import { Icon, type IconName } from '../../components/icons';
import { memberPagePath } from '../../features/member-center/member-pages';
import { copyText } from '../../lib/copy-text';
import { isInternalPath, isSafeExternalUrl } from '../../lib/links';
import { useSession } from '../../lib/session';
import { useSiteConfig } from '../../lib/site-config';
import { useUnreadCount } from '../../lib/unread-messages';
import styles from './user-menu.module.css';

function supportLinkOf(entries: readonly CustomerServiceEntry[]): string | null {
  const entry = entries.find((item) => item.csType === 'LIVE_CHAT') ?? entries[0];
  if (!entry) return null;
  return isInternalPath(entry.path) || isSafeExternalUrl(entry.path) ? entry.path : null;
}

interface UserMenuProps {
  onLogout: () => void;
}

/**
 * The logged-in header's avatar menu (spec section 2): account, betting record, messages, live
 * support, agent center for agents, copy user id, sign out. A disclosure: Escape or a click outside
 * closes it.
 */
export function UserMenu({ onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const { member, loginState } = useSession();
  const unreadMessages = useUnreadCount();
  const { customerService } = useSiteConfig().permission;
  const { pathname } = useLocation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const open = openOn === pathname;

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setOpenOn(null);
    buttonRef.current?.focus();
  });
  const onPointer = useEffectEvent((event: PointerEvent) => {
    if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null);
  });
  useEffect(() => {
    if (!open) return;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), 2500);
    return () => clearTimeout(timer);
  }, [toast]);

  const name = member?.nickname || member?.account || t('member');
  const support = supportLinkOf(customerService);
  const links: { labelKey: string; icon: IconName; path: string; badge?: number }[] = [
    { labelKey: 'my_account', icon: 'account', path: memberPagePath('myAccount') },
    { labelKey: 'betting_record', icon: 'record', path: memberPagePath('personalHistoryCopy') },
    {
      labelKey: 'platform_messages',
      icon: 'message',
      path: memberPagePath('messageV2'),
      badge: unreadMessages,
    },
    ...(loginState.isAgent ? [{ labelKey: 'agent_center', icon: 'team' as const, path: '/agentHome' }] : []),
  ];

  const copyId = () => {
    if (!member) return;
    copyText(member.id).then(
      () => setToast(t('copy_success')),
      () => setToast(t('copy_failed')),
    );
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span className="visually-hidden">{t('account_menu')}</span>
        <Avatar url={member?.avatarUrl} size={32} />
        <span className={styles.name}>{name}</span>
        <CountBadge count={unreadMessages} />
        <Icon name="chevronDown" size={16} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        <div className={styles.who}>
          <Avatar url={member?.avatarUrl} size={44} />
          <div>
            <p className={styles.whoName}>{name}</p>
            {member && (
              <p className={styles.whoId}>
                {t('user_id')}: {member.id}
              </p>
            )}
          </div>
        </div>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.labelKey}>
              <Link to={link.path} className={styles.item} onClick={() => setOpenOn(null)}>
                <Icon name={link.icon} size={18} />
                {t(link.labelKey)}
                {link.badge !== undefined && <CountBadge count={link.badge} />}
              </Link>
            </li>
          ))}
          {support && (
            <li>
              {isInternalPath(support) ? (
                <Link to={support} className={styles.item} onClick={() => setOpenOn(null)}>
                  <Icon name="support" size={18} />
                  {t('live_support')}
                </Link>
              ) : (
                <a href={support} className={styles.item} target="_blank" rel="noopener noreferrer">
                  <Icon name="support" size={18} />
                  {t('live_support')}
                </a>
              )}
            </li>
          )}
          <li>
            <button type="button" className={styles.item} onClick={copyId}>
              <Icon name="copy" size={18} />
              {t('copy_user_id')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                setOpenOn(null);
                onLogout();
              }}
            >
              <Icon name="logout" size={18} />
              {t('sign_out')}
            </button>
          </li>
        </ul>
      </div>
      <div role="status" className={toast ? styles.toast : 'visually-hidden'}>
        {toast}
      </div>
    </div>
  );
}
