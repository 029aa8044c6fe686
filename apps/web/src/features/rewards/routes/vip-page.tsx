import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/feedback';
import { Icon } from '../../../components/icons';
import { getVip } from '../api/get-vip';
import { rewardKeys } from '../api/reward-keys';
import { ProgressBar } from '../components/progress-bar';
import { RewardsLoading } from '../components/rewards-layout';
import styles from '../components/rewards.module.css';
import { money } from '../lib/money';

/** VIP: the current level, progress to the next (valid bet and deposit) and the benefits table. */
export default function VipPage() {
  const { t } = useTranslation();
  const vip = useQuery({ queryKey: rewardKeys.vip, queryFn: ({ signal }) => getVip(signal) });
  if (vip.isPending) return <RewardsLoading />;
  if (vip.isError) return <ErrorState error={vip.error} onRetry={() => void vip.refetch()} />;
  const { period, level, name, iconUrl, validBet, deposit, next, levels } = vip.data;
  return (
    <>
      <div className={styles.card}>
        <div className={styles.row}>
          {iconUrl ? <img src={iconUrl} alt="" width={48} height={48} /> : <Icon name="vip" size={40} />}
          <p className={styles.big} data-testid="vip-level">
            {name ? t('rw_vip_current', { name }) : t('rw_vip_none')}
          </p>
        </div>
        {level > 0 && <p className={styles.muted}>{t('rw_vip_level', { level })}</p>}
        {next ? (
          <>
            <p>{t('rw_vip_next', { name: next.name })}</p>
            <ProgressBar done={validBet} needed={next.validBet} label={t('rw_valid_bet')} />
            <p className={styles.muted}>
              {t('rw_vip_progress_bet', { done: money(validBet), needed: money(next.validBet) })}
            </p>
            {next.deposit !== '0.00' && (
              <>
                <ProgressBar done={deposit} needed={next.deposit} label={t('rw_deposit')} />
                <p className={styles.muted}>
                  {t('rw_vip_progress_deposit', { done: money(deposit), needed: money(next.deposit) })}
                </p>
              </>
            )}
            <p className={styles.muted}>{t(`rw_vip_window_${period}`)}</p>
          </>
        ) : (
          levels.length > 0 && <p>{t('rw_vip_top')}</p>
        )}
      </div>
      {levels.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t('rw_vip_benefits')}</h2>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('rw_vip_name')}</th>
                  <th scope="col">{t('rw_vip_requirement')}</th>
                  <th scope="col">{t('rw_vip_upgrade_bonus')}</th>
                  <th scope="col">{t(`rw_vip_period_bonus_${period}`)}</th>
                  <th scope="col">{t('rw_vip_birthday_bonus')}</th>
                  <th scope="col">{t('rw_vip_points')}</th>
                </tr>
              </thead>
              <tbody>
                {levels.map((row) => (
                  <tr key={row.level} className={row.level === level ? styles.current : undefined}>
                    <th scope="row">{row.name}</th>
                    <td>
                      {t('rw_valid_bet')} {money(row.validBet)}
                      {row.deposit !== '0.00' && ` · ${t('rw_deposit')} ${money(row.deposit)}`}
                      {row.keepValidBet !== '0.00' && (
                        <span className={styles.muted}>
                          {' '}
                          · {t(`rw_vip_keep_${period}`, { amount: money(row.keepValidBet) })}
                        </span>
                      )}
                    </td>
                    <td>{money(row.upgradeBonus)}</td>
                    <td>{money(row.monthlyBonus)}</td>
                    <td>{money(row.birthdayBonus)}</td>
                    <td>{row.pointsPercent}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </>
  );
}
