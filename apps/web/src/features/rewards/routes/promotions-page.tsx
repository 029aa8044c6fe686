import { rewardPromotionTypes, type RewardPromotion, type RewardPromotionType } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState, ErrorState, useErrorText } from '../../../components/feedback';
import { FeatureMessages } from '../../../components/feature-messages';
import { formatDateTime } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useSiteConfig } from '../../../lib/site-config';
import { getPromotions } from '../api/get-promotions';
import { rewardKeys } from '../api/reward-keys';
import { takePromotion } from '../api/take-promotion';
import { useRewardMutation } from '../api/use-reward-mutation';
import { ApplicationDialog } from '../components/application-dialog';
import { RewardsLoading } from '../components/rewards-layout';
import styles from '../components/rewards.module.css';
import { loadRewardMessages } from '../messages';
import { money } from '../lib/money';

/** The actions a status offers (spec 4 labels join, claim, apply). */
const actionable = new Set(['join', 'claim', 'apply']);

function rewardLine(t: (key: string, params?: Record<string, string>) => string, promotion: RewardPromotion) {
  const { reward } = promotion;
  if (reward.kind === 'deposit_percent' && reward.percent && reward.cap)
    return t('rw_reward_percent', { percent: reward.percent, cap: money(reward.cap) });
  if (reward.kind === 'fixed' && reward.amount) return t('rw_reward_fixed', { amount: money(reward.amount) });
  return null;
}

function PromotionCard({
  promotion,
  onAction,
}: {
  promotion: RewardPromotion;
  onAction: (p: RewardPromotion) => void;
}) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const date = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  const line = rewardLine(t, promotion);
  return (
    <li className={styles.card}>
      {promotion.bannerUrl && (
        <img className={styles.banner} src={promotion.bannerUrl} alt="" loading="lazy" />
      )}
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{promotion.title}</h2>
        <span className={styles.badge}>{t(`rw_type_${promotion.type}`)}</span>
      </div>
      <p className={styles.muted}>
        {promotion.endsAt
          ? t('rw_window', { from: date(promotion.startsAt), to: date(promotion.endsAt) })
          : t('rw_window_open', { from: date(promotion.startsAt) })}
      </p>
      {line && (
        <p className={styles.row}>
          <strong>{line}</strong>
          {promotion.turnoverMultiple > 0 && (
            <span className={styles.muted}>
              {t('rw_turnover_multiple', { multiple: String(promotion.turnoverMultiple) })}
            </span>
          )}
        </p>
      )}
      {promotion.rulesHtml && (
        <details>
          <summary>{t('rw_rules')}</summary>
          <div
            className={styles.rules}
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(promotion.rulesHtml) }}
          />
        </details>
      )}
      <div className={styles.row}>
        {actionable.has(promotion.status) ? (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => onAction(promotion)}>
            {t(`rw_status_${promotion.status}`)}
          </button>
        ) : (
          <span className={`${styles.badge} ${styles.badgeStrong}`} data-testid="promotion-status">
            {t(`rw_status_${promotion.status}`)}
          </span>
        )}
      </div>
    </li>
  );
}

function Promotions() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { token, loginState } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('type');
  const type = rewardPromotionTypes.find((value) => value === requested) ?? null;
  const title = t('hd_event');
  usePageTitle(title);
  const promotions = useQuery({
    queryKey: rewardKeys.promotions(type ?? 'ALL', token),
    queryFn: ({ signal }) => getPromotions(type, signal),
  });
  const [taking, setTaking] = useState<RewardPromotion | null>(null);
  const [applying, setApplying] = useState<RewardPromotion | null>(null);
  const take = useRewardMutation(takePromotion);

  const onAction = (promotion: RewardPromotion) => {
    if (!loginState.isLogin) {
      void navigate(`/login?redirect=${encodeURIComponent('/promotions')}`);
      return;
    }
    if (promotion.status === 'apply') setApplying(promotion);
    else setTaking(promotion);
  };
  const tabs: (RewardPromotionType | null)[] = [null, ...rewardPromotionTypes];

  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      <nav className={styles.tabs} aria-label={t('rw_promotions')}>
        <ul className={styles.tabList}>
          {tabs.map((tab) => (
            <li key={tab ?? 'ALL'}>
              <button
                type="button"
                className={`${styles.tab} ${tab === type ? styles.tabActive : ''}`}
                aria-pressed={tab === type}
                onClick={() => setParams(tab ? { type: tab } : {})}
              >
                {t(`rw_type_${tab ?? 'ALL'}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {promotions.isPending ? (
        <RewardsLoading />
      ) : promotions.isError ? (
        <ErrorState error={promotions.error} onRetry={() => void promotions.refetch()} />
      ) : promotions.data.length === 0 ? (
        <EmptyState icon="gift" title={t('rw_no_promotions')} />
      ) : (
        <ul className={`${styles.list} ${styles.cards}`}>
          {promotions.data.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} onAction={onAction} />
          ))}
        </ul>
      )}
      {taking && (
        <ConfirmDialog
          title={t(taking.status === 'claim' ? 'rw_confirm_claim_title' : 'rw_confirm_join_title')}
          confirmLabel={t('rw_confirm')}
          busy={take.isPending}
          error={take.error ? errorText(take.error) : null}
          onCancel={() => {
            take.reset();
            setTaking(null);
          }}
          onConfirm={() => take.mutate(taking.id, { onSuccess: () => setTaking(null) })}
        >
          <p>
            {taking.status === 'claim'
              ? t('rw_confirm_claim_text', { amount: money(taking.reward.amount), title: taking.title })
              : t('rw_confirm_join_text', { title: taking.title })}
          </p>
        </ConfirmDialog>
      )}
      {applying && <ApplicationDialog promotion={applying} onClose={() => setApplying(null)} />}
    </section>
  );
}

/** /promotions: the promotion types as filter tabs, each promotion with its status and action. */
export default function PromotionsPage() {
  return (
    <FeatureMessages load={loadRewardMessages} fallback={<RewardsLoading />}>
      <Promotions />
    </FeatureMessages>
  );
}
