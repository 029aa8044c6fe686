import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RewardCenter } from '@app/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState, ErrorState, useErrorText } from '../../../components/feedback';
import { getRewardCenter } from '../api/get-reward-center';
import { rewardKeys } from '../api/reward-keys';
import { takePromotion } from '../api/take-promotion';
import { useRewardMutation } from '../api/use-reward-mutation';
import { RewardsLoading } from '../components/rewards-layout';
import styles from '../components/rewards.module.css';
import { money } from '../lib/money';
import { rewardPaths } from '../lib/paths';

type Item = RewardCenter['items'][number];

/** rewardCenter: what can be claimed now (promotion rewards, the rebate) and the bonuses in progress. */
export default function RewardCenterPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const center = useQuery({ queryKey: rewardKeys.center, queryFn: ({ signal }) => getRewardCenter(signal) });
  const [claiming, setClaiming] = useState<Item | null>(null);
  const take = useRewardMutation(takePromotion);
  if (center.isPending) return <RewardsLoading />;
  if (center.isError) return <ErrorState error={center.error} onRetry={() => void center.refetch()} />;
  const claimable = center.data.items.filter((item) => item.kind !== 'bonus');
  const inProgress = center.data.items.filter((item) => item.kind === 'bonus');

  const action = (item: Item) => {
    if (item.kind === 'rebate')
      return (
        <Link className="btn btn-primary btn-sm" to={rewardPaths.manualRebate}>
          {t('rw_claim')}
        </Link>
      );
    if (item.kind === 'bonus')
      return (
        <Link className="btn btn-secondary btn-sm" to={rewardPaths.bonusDetails}>
          {t('rw_view')}
        </Link>
      );
    return (
      <button type="button" className="btn btn-primary btn-sm" onClick={() => setClaiming(item)}>
        {t('rw_claim')}
      </button>
    );
  };
  const row = (item: Item) => (
    <li key={`${item.kind}-${item.id}`} className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>
          {item.title ?? t(item.kind === 'rebate' ? 'rw_manual_rebate' : 'rw_rewards')}
        </h3>
        {item.amount && <strong>{money(item.amount)}</strong>}
      </div>
      <div className={styles.row}>{action(item)}</div>
    </li>
  );

  return (
    <>
      <section className={styles.page}>
        <h2 className={styles.cardTitle}>{t('rw_claimable_now')}</h2>
        {claimable.length === 0 ? (
          <EmptyState icon="reward" title={t('rw_nothing_to_claim')} />
        ) : (
          <ul className={`${styles.list} ${styles.cards}`}>{claimable.map(row)}</ul>
        )}
      </section>
      {inProgress.length > 0 && (
        <section className={styles.page}>
          <h2 className={styles.cardTitle}>{t('rw_in_progress')}</h2>
          <ul className={`${styles.list} ${styles.cards}`}>{inProgress.map(row)}</ul>
        </section>
      )}
      {claiming && (
        <ConfirmDialog
          title={t('rw_confirm_claim_title')}
          confirmLabel={t('rw_claim')}
          busy={take.isPending}
          error={take.error ? errorText(take.error) : null}
          onCancel={() => {
            take.reset();
            setClaiming(null);
          }}
          onConfirm={() => take.mutate(claiming.id, { onSuccess: () => setClaiming(null) })}
        >
          <p>{t('rw_confirm_claim_text', { amount: money(claiming.amount), title: claiming.title ?? '' })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
