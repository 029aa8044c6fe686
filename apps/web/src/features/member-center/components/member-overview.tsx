import { formatMoney, parseMinor, walletCurrency } from '@app/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { Icon, type IconName } from '../../../components/icons';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useUnreadCount } from '../../../lib/unread-messages';
import { useBalance } from '../api/get-balance';
import { memberPagePath, memberPages, type MemberPage } from '../member-pages';
import styles from './member-overview.module.css';

const icons: Record<MemberPage, IconName> = {
  securityCenter: 'shield',
  transferFund: 'coins',
  depositv2: 'deposit',
  withdraw: 'withdraw',
  transferUpline: 'team',
  personalHistoryCopy: 'record',
  transactionHistory: 'receipt',
  personalProfit: 'profit',
  bonusDetails: 'gift',
  rewardCenter: 'reward',
  referral: 'invite',
  missionLeaderboard: 'trophy',
  messageV2: 'message',
  manualRebate: 'rebate',
  myAccount: 'account',
  vip: 'vip',
  responsibleGaming: 'clock',
  mission: 'star',
  raffles: 'gift',
  appDownload: 'android',
  helpCenter: 'help',
  blog: 'megaphone',
  news: 'megaphone',
  creditReport: 'receipt',
};

const shownMoney = (amount: string | undefined) => {
  const minor = amount === undefined ? null : parseMinor(amount);
  return minor === null ? '—' : formatMoney(minor, walletCurrency.symbol);
};

/**
 * /member: who is logged in, balance and unread messages, and a shortcut to every member-centre
 * page. A page on phones; on desktop a panel over the page, closed with the backdrop, the close
 * button or Escape.
 */
export function MemberOverview() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { member } = useSession();
  const balance = useBalance();
  const unread = useUnreadCount();
  const title = t('member_center');
  usePageTitle(title);

  const close = () => void navigate(-1);
  useEffect(() => {
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') void navigate(-1);
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [navigate]);

  return (
    <>
      <button
        type="button"
        className={styles.backdrop}
        aria-label={t('close')}
        tabIndex={-1}
        onClick={close}
      />
      <section className={styles.panel} aria-labelledby="member-overview-title" data-testid="member-overview">
        <div className={styles.head}>
          <Avatar url={member?.avatarUrl} size={48} />
          <div>
            <h1 id="member-overview-title" className={styles.name}>
              {member?.nickname || member?.account}
            </h1>
            <p className={styles.muted}>{title}</p>
          </div>
          <button type="button" className={`btn btn-secondary btn-sm ${styles.close}`} onClick={close}>
            <Icon name="close" size={16} aria-hidden="true" />
            <span className="visually-hidden">{t('close')}</span>
          </button>
        </div>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>{t('mc_balance')}</dt>
            <dd data-testid="member-balance">{shownMoney(balance.data?.balance)}</dd>
          </div>
          <div className={styles.stat}>
            <dt>{t('platform_messages')}</dt>
            <dd>{unread}</dd>
          </div>
        </dl>
        <div className={styles.quick}>
          <Link className="btn btn-primary" to={memberPagePath('depositv2')}>
            {t('deposit')}
          </Link>
          <Link className="btn btn-secondary" to={memberPagePath('withdraw')}>
            {t('withdraw')}
          </Link>
        </div>
        <nav aria-label={title}>
          <ul className={styles.grid}>
            {(Object.keys(memberPages) as MemberPage[]).map((page) => (
              <li key={page}>
                <Link className={styles.link} to={memberPagePath(page)}>
                  <Icon name={icons[page]} size={24} aria-hidden="true" />
                  {t(memberPages[page])}
                  {page === 'messageV2' && unread > 0 && <span className={styles.badge}>{unread}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </>
  );
}
