import type { Grant } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState, ErrorState, useErrorText } from '../../../components/feedback';
import { Pagination } from '../../../components/pagination';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { forfeitBonus } from '../api/forfeit-bonus';
import { getBonuses } from '../api/get-bonuses';
import { rewardKeys } from '../api/reward-keys';
import { useRewardMutation } from '../api/use-reward-mutation';
import { ProgressBar } from '../components/progress-bar';
import { RewardsLoading } from '../components/rewards-layout';
import styles from '../components/rewards.module.css';
import { money } from '../lib/money';

function GrantCard({ grant, onForfeit }: { grant: Grant; onForfeit: (grant: Grant) => void }) {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const turnover = grant.turnoverNeeded !== '0.00';
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{grant.title ?? t(`rw_source_${grant.source}`)}</h2>
        <span className={`${styles.badge} ${grant.status === 'active' ? styles.badgeStrong : ''}`}>
          {t(`rw_grant_${grant.status}`)}
        </span>
      </div>
      <p className={styles.muted}>
        {t(`rw_source_${grant.source}`)} · {formatDateTime(grant.createdAt, i18n.language, timeZone)}
      </p>
      <p className={styles.row}>
        <strong>{money(grant.amount)}</strong>
        {grant.depositAmount !== '0.00' && (
          <span className={styles.muted}>
            {t('rw_deposit')} {money(grant.depositAmount)}
          </span>
        )}
        {grant.maxBet && (
          <span className={styles.muted}>{t('rw_max_bet', { amount: money(grant.maxBet) })}</span>
        )}
      </p>
      {turnover && (
        <>
          <ProgressBar done={grant.turnoverDone} needed={grant.turnoverNeeded} label={t('rw_turnover')} />
          <p className={styles.row}>
            <span>
              {t('rw_turnover')}:{' '}
              {t('rw_turnover_progress', {
                done: money(grant.turnoverDone),
                needed: money(grant.turnoverNeeded),
              })}
            </span>
            {grant.status === 'active' && (
              <span className={styles.muted}>
                {t('rw_turnover_left', { left: money(grant.turnoverLeft) })}
              </span>
            )}
          </p>
        </>
      )}
      {grant.status === 'active' && (
        <div className={styles.row}>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => onForfeit(grant)}>
            {t('rw_forfeit')}
          </button>
        </div>
      )}
    </li>
  );
}

/** bonusDetails: every grant with its turnover progress and state; an active one can be forfeited. */
export default function BonusDetailsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const bonuses = useQuery({
    queryKey: rewardKeys.bonuses(page),
    queryFn: ({ signal }) => getBonuses(page, signal),
  });
  const [forfeiting, setForfeiting] = useState<Grant | null>(null);
  const forfeit = useRewardMutation(forfeitBonus);

  if (bonuses.isPending) return <RewardsLoading />;
  if (bonuses.isError) return <ErrorState error={bonuses.error} onRetry={() => void bonuses.refetch()} />;
  const { list, totalPages } = bonuses.data;
  return (
    <>
      {list.length === 0 ? (
        <EmptyState icon="gift" title={t('rw_no_bonuses')} />
      ) : (
        <ul className={`${styles.list} ${styles.cards}`}>
          {list.map((grant) => (
            <GrantCard key={grant.id} grant={grant} onForfeit={setForfeiting} />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
      {forfeiting && (
        <ConfirmDialog
          title={t('rw_forfeit_title')}
          confirmLabel={t('rw_forfeit')}
          busy={forfeit.isPending}
          error={forfeit.error ? errorText(forfeit.error) : null}
          onCancel={() => {
            forfeit.reset();
            setForfeiting(null);
          }}
          onConfirm={() => forfeit.mutate(forfeiting.id, { onSuccess: () => setForfeiting(null) })}
        >
          <p>{t('rw_forfeit_text', { amount: money(forfeiting.amount) })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
