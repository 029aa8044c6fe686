import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Icon } from '../../../components/icons';
import { copyText } from '../../../lib/copy-text';
import { formatDateTime } from '../../../lib/format';
import { QR_DISPLAY_SIZE, qrDataUrl } from '../../../lib/qr';
import { useSiteConfig } from '../../../lib/site-config';
import { getReferral } from '../api/get-referral';
import { rewardKeys } from '../api/reward-keys';
import { RewardsLoading } from '../components/rewards-layout';
import styles from '../components/rewards.module.css';
import { money } from '../lib/money';

function InviteLink({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const qr = useQuery({ queryKey: rewardKeys.qr(link), queryFn: () => qrDataUrl(link), staleTime: Infinity });
  useEffect(() => {
    if (copied === 'idle') return;
    const timer = setTimeout(() => setCopied('idle'), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t('rw_invite_link')}</h2>
      <p className={styles.linkBox}>{link}</p>
      <p className={styles.muted}>{t('rw_invite_code', { code })}</p>
      <div className={styles.row}>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() =>
            copyText(link).then(
              () => setCopied('copied'),
              () => setCopied('failed'),
            )
          }
        >
          <Icon name="copy" size={16} />
          {t('rw_copy_link')}
        </button>
        <span role="status" className={copied === 'idle' ? 'visually-hidden' : styles.muted}>
          {copied === 'copied' ? t('rw_copied') : copied === 'failed' ? t('rw_copy_failed') : ''}
        </span>
      </div>
      {qr.data && (
        <div className={styles.qr}>
          <img src={qr.data} width={QR_DISPLAY_SIZE} height={QR_DISPLAY_SIZE} alt={t('rw_qr_alt')} />
          <a className="btn btn-secondary btn-sm" href={qr.data} download="invite-qr.png">
            {t('rw_download_qr')}
          </a>
        </div>
      )}
    </section>
  );
}

/** Invite friends: the link and QR, the rule and tiers, the invited friends and their state. */
export default function ReferralPage() {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const referral = useQuery({ queryKey: rewardKeys.referral, queryFn: ({ signal }) => getReferral(signal) });
  if (referral.isPending) return <RewardsLoading />;
  if (referral.isError) return <ErrorState error={referral.error} onRetry={() => void referral.refetch()} />;
  const view = referral.data;
  return (
    <>
      <InviteLink link={view.link} code={view.code} />
      <section className={styles.card}>
        {view.enabled && view.minDeposit ? (
          <p>
            {view.minTurnover
              ? t('rw_referral_rule_turnover', {
                  amount: money(view.minDeposit),
                  turnover: money(view.minTurnover),
                })
              : t('rw_referral_rule', { amount: money(view.minDeposit) })}
          </p>
        ) : (
          <p className={styles.muted}>{t('rw_referral_off')}</p>
        )}
        <p className={styles.row}>
          <span>{t('rw_referral_qualified', { count: view.qualified })}</span>
          <strong data-testid="referral-earned">
            {t('rw_referral_earned', { amount: money(view.earned) })}
          </strong>
        </p>
        {view.tiers.length > 0 && (
          <>
            <h2 className={styles.cardTitle}>{t('rw_tiers')}</h2>
            <ul className={styles.list}>
              {view.tiers.map((tier) => (
                <li key={tier.minQualified} className={styles.row}>
                  <span>{t('rw_tier', { count: tier.minQualified })}</span>
                  <strong>{money(tier.reward)}</strong>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('rw_friends')}</h2>
        {view.friends.length === 0 ? (
          <EmptyState icon="invite" title={t('rw_no_friends')} />
        ) : (
          <ul className={styles.list}>
            {view.friends.map((friend) => (
              <li key={`${friend.username}-${friend.registeredAt}`} className={styles.row}>
                <strong>{friend.username}</strong>
                <span className={styles.badge}>{t(`rw_friend_${friend.status}`)}</span>
                {friend.reward && <span>{money(friend.reward)}</span>}
                <span className={styles.muted}>
                  {formatDateTime(friend.registeredAt, i18n.language, timeZone)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
