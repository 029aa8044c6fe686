import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState, useErrorText } from '../../../components/feedback';
import { formatDateTime } from '../../../lib/format';
import { useSiteConfig } from '../../../lib/site-config';
import { showToast } from '../../../lib/toast';
import { claimRebate } from '../api/claim-rebate';
import { getRebate } from '../api/get-rebate';
import { rewardKeys } from '../api/reward-keys';
import { useRewardMutation } from '../api/use-reward-mutation';
import { RewardsLoading } from '../components/rewards-layout';
import styles from '../components/rewards.module.css';
import { money } from '../lib/money';

/** How often the accumulated rebate is read again while the page is open (settled bets add to it). */
const LIVE_REFRESH_MS = 10_000;

/** manualRebate: the rebate accumulated per category, live; claim above the minimum; history. */
export default function ManualRebatePage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const { timeZone } = useSiteConfig().permission.resources;
  const rebate = useQuery({
    queryKey: rewardKeys.rebate,
    queryFn: ({ signal }) => getRebate(signal),
    refetchInterval: LIVE_REFRESH_MS,
  });
  const [confirming, setConfirming] = useState(false);
  const claim = useRewardMutation(claimRebate);

  if (rebate.isPending) return <RewardsLoading />;
  if (rebate.isError) return <ErrorState error={rebate.error} onRetry={() => void rebate.refetch()} />;
  const summary = rebate.data;
  return (
    <>
      <div className={styles.card}>
        <p className={styles.muted}>{t('rw_rebate_total')}</p>
        <p className={styles.big} data-testid="rebate-total">
          {money(summary.total)}
        </p>
        <p className={styles.muted}>{t('rw_rebate_min', { amount: money(summary.minClaim) })}</p>
        <div className={styles.row}>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!summary.claimable}
            onClick={() => setConfirming(true)}
          >
            {t('rw_claim')}
          </button>
        </div>
      </div>
      {summary.categories.length === 0 ? (
        <p className={styles.muted}>{t('rw_rebate_none')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('rw_rebate_category')}</th>
                <th scope="col">{t('rw_valid_bet')}</th>
                <th scope="col">{t('rw_rate')}</th>
                <th scope="col">{t('rw_amount')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.categories.map((row) => (
                <tr key={row.gameType}>
                  <th scope="row">{t(`rw_game_${row.gameType}`)}</th>
                  <td>{money(row.validBet)}</td>
                  <td>{row.ratePercent}%</td>
                  <td>{money(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {summary.history.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t('rw_rebate_history')}</h2>
          <ul className={styles.list}>
            {summary.history.map((row) => (
              <li key={row.id} className={styles.row}>
                <strong>{money(row.amount)}</strong>
                <span className={styles.badge}>{t(`rw_rebate_${row.kind}`)}</span>
                <span className={styles.muted}>{formatDateTime(row.createdAt, i18n.language, timeZone)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('rw_rebate_confirm_title')}
          confirmLabel={t('rw_claim')}
          busy={claim.isPending}
          error={claim.error ? errorText(claim.error) : null}
          onCancel={() => {
            claim.reset();
            setConfirming(false);
          }}
          onConfirm={() =>
            claim.mutate(undefined, {
              onSuccess: (result) => {
                setConfirming(false);
                showToast(t('rw_rebate_claimed', { amount: money(result.amount) }));
              },
            })
          }
        >
          <p>{t('rw_rebate_confirm_text', { amount: money(summary.total) })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
