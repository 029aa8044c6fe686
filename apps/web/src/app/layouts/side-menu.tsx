import type { CustomerServiceEntry } from '@app/contracts';
import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Icon, type IconName } from '../../components/icons';
import { LanguageSelect } from '../../components/language-select';
import { SiteLogo } from '../../components/site-logo';
import { memberPagePath } from '../../features/member-center/member-pages';
import { isInternalPath, isSafeExternalUrl } from '../../lib/links';
import { useLoginState } from '../../lib/session';
import { isModuleEnabled, ModuleId } from '@app/contracts';
import { useSiteConfig } from '../../lib/site-config';
import { FreePlayButton } from './free-play-button';
import { CountBadge } from '../../components/count-badge';
import { useUnreadCount } from '../../lib/unread-messages';
import { isReferralEnabled, useRewardState } from '../../lib/reward-state';
import { useMissionBadge } from '../../lib/mission-badge';
import { useMediaQuery } from '../../lib/use-media-query';
import styles from './side-menu.module.css';

// The app QR codes draw with the QR encoder: loaded once their section scrolls into view, off the home route.
const SideMenuQrCodes = lazy(() => import('../../features/apps/components/side-menu-qr-codes'));

interface MenuItem {
  labelKey: string;
  icon: IconName;
  path: string;
  /** Red count badge (unread platform messages, rewards claimable now). */
  badge?: number;
}

/** The live-support entry: the live chat if the operator has one, else the first customer-service entry. */
function liveSupportOf(entries: readonly CustomerServiceEntry[]): CustomerServiceEntry | undefined {
  return entries.find((entry) => entry.csType === 'LIVE_CHAT') ?? entries[0];
}

/** External link attributes for operator-provided URLs that leave the site. */
function externalProps(href: string) {
  return isInternalPath(href) ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}

interface SideMenuProps {
  id: string;
  /** Drawer state on narrow screens; on wide screens the menu is always shown as a column. */
  open: boolean;
  onClose: () => void;
}

/** Side menu of spec section 2, in order; module toggles decide manual rebate, referral and VIP. */
export function SideMenu({ id, open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const { permission } = useSiteConfig();
  const { whitelabel, resources, customerService } = permission;
  const { isLogin } = useLoginState();
  const unreadMessages = useUnreadCount();
  const rewards = useRewardState();
  const claimableMissions = useMissionBadge();
  const closeRef = useRef<HTMLButtonElement>(null);
  const appsRef = useRef<HTMLElement>(null);
  const [showQrs, setShowQrs] = useState(false);
  // A closed drawer (narrow screens) is not displayed: its links are made when it opens, not at start-up.
  const shown = useMediaQuery('(min-width: 1024px)') || open;
  const onEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  });

  // The opened drawer takes focus and closes with Escape; closing gives focus back (the menu button).
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('keydown', onEscape);
      opener?.focus();
    };
  }, [open]);

  useEffect(() => {
    const section = appsRef.current;
    if (!section || showQrs) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShowQrs(true);
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, [showQrs, shown]);

  const items: MenuItem[] = [
    { labelKey: 'side_games', icon: 'slots', path: '/' },
    { labelKey: 'hd_event', icon: 'gift', path: '/promotions' },
    { labelKey: 'deposit', icon: 'deposit', path: memberPagePath('depositv2') },
    { labelKey: 'withdraw', icon: 'withdraw', path: memberPagePath('withdraw') },
    ...(isModuleEnabled(whitelabel, ModuleId.manualRebate)
      ? [{ labelKey: 'manual_rebate', icon: 'rebate', path: memberPagePath('manualRebate') } as const]
      : []),
    { labelKey: 'member_center', icon: 'member', path: '/member' },
    ...(isReferralEnabled(rewards) || !isLogin
      ? [{ labelKey: 'invite_friends', icon: 'invite', path: memberPagePath('referral') } as const]
      : []),
    {
      labelKey: 'reward_center',
      icon: 'reward',
      path: memberPagePath('rewardCenter'),
      badge: rewards.claimableCount,
    },
    { labelKey: 'mission', icon: 'star', path: memberPagePath('mission'), badge: claimableMissions },
    { labelKey: 'raffles', icon: 'gift', path: memberPagePath('raffles') },
    { labelKey: 'points_mall', icon: 'gift', path: '/pointMall' },
    ...(rewards.hasVip && isModuleEnabled(whitelabel, ModuleId.vip)
      ? [{ labelKey: 'vip_bonus', icon: 'vip', path: memberPagePath('vip') } as const]
      : []),
    { labelKey: 'betting_record', icon: 'record', path: memberPagePath('personalHistoryCopy') },
    { labelKey: 'account_record', icon: 'receipt', path: memberPagePath('transactionHistory') },
    { labelKey: 'my_account', icon: 'account', path: memberPagePath('myAccount') },
    { labelKey: 'personal_pnl', icon: 'profit', path: memberPagePath('personalProfit') },
    {
      labelKey: 'platform_messages',
      icon: 'message',
      path: memberPagePath('messageV2'),
      badge: unreadMessages,
    },
  ];

  const support = liveSupportOf(customerService);
  const supportPath =
    support && (isInternalPath(support.path) || isSafeExternalUrl(support.path)) ? support.path : null;
  const downloads = [
    { key: 'download_ios', icon: 'apple', href: resources.appDownload.ios },
    { key: 'download_android', icon: 'android', href: resources.appDownload.android },
  ] as const;

  return (
    <>
      <nav id={id} className={styles.side} data-open={open} aria-label={t('side_menu')}>
        {shown && (
          <>
            <div className={styles.drawerHead}>
              <SiteLogo name={resources.siteName} />
              <button
                ref={closeRef}
                type="button"
                className={styles.close}
                aria-label={t('close_menu')}
                onClick={onClose}
              >
                <Icon name="close" />
              </button>
            </div>

            {!isLogin && isModuleEnabled(whitelabel, ModuleId.freePlay) && (
              <div className={styles.freePlay}>
                <FreePlayButton onStarted={onClose} />
              </div>
            )}

            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.labelKey}>
                  <NavLink
                    to={item.path}
                    end
                    className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
                  >
                    <Icon name={item.icon} />
                    <span>{t(item.labelKey)}</span>
                    {item.badge !== undefined && <CountBadge count={item.badge} />}
                  </NavLink>
                </li>
              ))}
              {supportPath && (
                <li>
                  {isInternalPath(supportPath) ? (
                    <Link to={supportPath} className={styles.item}>
                      <Icon name="support" />
                      <span>{t('live_support')}</span>
                    </Link>
                  ) : (
                    <a href={supportPath} className={styles.item} {...externalProps(supportPath)}>
                      <Icon name="support" />
                      <span>{t('live_support')}</span>
                    </a>
                  )}
                </li>
              )}
            </ul>

            <section ref={appsRef} className={styles.group} aria-labelledby={`${id}-apps`}>
              <h2 id={`${id}-apps`} className={styles.groupTitle}>
                {t('app_download')}
              </h2>
              <div className={styles.downloads}>
                {downloads
                  .filter((download) => isInternalPath(download.href) || isSafeExternalUrl(download.href))
                  .map((download) => (
                    <a
                      key={download.key}
                      href={download.href}
                      className={styles.download}
                      {...externalProps(download.href)}
                    >
                      <Icon name={download.icon} size={18} />
                      {t(download.key)}
                    </a>
                  ))}
              </div>
              {showQrs && (
                <Suspense fallback={null}>
                  <SideMenuQrCodes />
                </Suspense>
              )}
            </section>

            <div className={styles.group}>
              <LanguageSelect />
            </div>
          </>
        )}
      </nav>
      {open && <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />}
    </>
  );
}
