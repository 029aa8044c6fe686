import type { Dashboard } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectField } from '../../../components/form-fields';
import { useDashboard } from '../api/dashboard';
import { BarChart } from '../../../components/ops/bar-chart';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';

type Figures = Dashboard['today'];
const moneyKeys = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonusCost', 'ngr'] as const;
const countKeys = ['newPlayers', 'activePlayers', 'firstDepositors'] as const;

function FigureGrid({ title, figures }: { title: string; figures: Figures }) {
  const { t, i18n } = useTranslation();
  const number = (value: string | number) =>
    Number(value).toLocaleString(
      i18n.language,
      typeof value === 'string' ? { minimumFractionDigits: 2 } : {},
    );
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <dl className={styles.figures}>
        {[...moneyKeys, ...countKeys].map((key) => (
          <div key={key} className={styles.figure}>
            <dt className={styles.muted}>{t(`ops_figure_${key}`)}</dt>
            <dd className={styles.figureValue} style={{ margin: 0 }}>
              {number(figures[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Today's and the period's money, play and players, charts per day, and what waits for staff. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState('7');
  const [range] = useState(() => ({ to: new Date() }));
  const from = new Date(range.to.getTime() - Number(days) * 86_400_000).toISOString();
  const dashboard = useDashboard(from, range.to.toISOString());
  return (
    <OpsPageFrame
      title={t('ops_dashboard')}
      actions={
        <SelectField label={t('ops_period')} value={days} onValue={setDays}>
          {['7', '30', '90'].map((count) => (
            <option key={count} value={count}>
              {t('ops_last_days', { count: Number(count) })}
            </option>
          ))}
        </SelectField>
      }
    >
      <QueryView query={dashboard}>
        {(data) => (
          <>
            <section className={`${styles.card} ${styles.actions}`} aria-label={t('ops_queues')}>
              <Link className="btn btn-secondary btn-sm" to="/ops/payments">
                {t('ops_deposits')}: {data.queues.deposits}
              </Link>
              <Link className="btn btn-secondary btn-sm" to="/ops/payments">
                {t('ops_withdrawals')}: {data.queues.withdrawals}
              </Link>
              <span className={styles.badge}>
                {t('ops_disputes')}: {data.queues.disputes}
              </span>
              <Link className="btn btn-secondary btn-sm" to="/ops/approvals">
                {t('ops_approvals')}: {data.queues.approvals}
              </Link>
            </section>
            <FigureGrid title={t('ops_today')} figures={data.today} />
            <FigureGrid title={t('ops_period')} figures={data.period} />
            <BarChart
              title={t('ops_chart_money')}
              days={data.days.map((day) => day.day)}
              series={[
                {
                  label: t('ops_figure_deposits'),
                  color: '#3fb37f',
                  values: data.days.map((day) => Number(day.deposits)),
                },
                {
                  label: t('ops_figure_withdrawals'),
                  color: '#e0625a',
                  values: data.days.map((day) => Number(day.withdrawals)),
                },
              ]}
            />
            <BarChart
              title={t('ops_figure_ggr')}
              days={data.days.map((day) => day.day)}
              series={[
                {
                  label: t('ops_figure_ggr'),
                  color: '#f5c04e',
                  values: data.days.map((day) => Number(day.ggr)),
                },
              ]}
            />
          </>
        )}
      </QueryView>
    </OpsPageFrame>
  );
}
