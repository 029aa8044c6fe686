import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePresetBar } from '../../../components/date-preset-bar';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { latestRange, type DayRange } from '../../../lib/date-presets';
import { useSiteConfig } from '../../../lib/site-config';
import { useMediaQuery } from '../../../lib/use-media-query';
import { profitLossQueryOptions } from '../api/get-profit-loss';
import styles from '../components/game-records.module.css';
import { SummaryTable } from '../components/summary-table';
import { TotalsCard } from '../components/totals-card';
import { formatCalendarDate } from '../lib/dates';
import { profitLossQuery } from '../lib/query';
import { useCategories } from '../lib/use-categories';

/**
 * personalProfit (personal profit and loss): the betting record's rounds of a window summed per day
 * and per category, with the window's totals; the same date presets as the records.
 */
export default function ProfitLossPage() {
  const { t, i18n } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const headingId = useId();
  const wide = useMediaQuery('(min-width: 760px)');
  const { typeName } = useCategories();
  const [range, setRange] = useState<DayRange>(() => latestRange(timeZone, new Date()));
  const report = useQuery(profitLossQueryOptions(profitLossQuery(timeZone, range)));
  const data = report.data;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('personal_pnl')}
      </h2>
      <div className={styles.filters}>
        <DatePresetBar range={range} onChange={setRange} timeZone={timeZone} />
      </div>
      {report.isError && !data ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <Spinner label={t('loading')} />
      ) : data.totals.count === 0 ? (
        <EmptyState icon="profit" title={t('gr_none')}>
          <p>{t('gr_pnl_none_text')}</p>
        </EmptyState>
      ) : (
        <div aria-busy={report.isPlaceholderData || undefined} className={styles.results}>
          <TotalsCard totals={data.totals} />
          <SummaryTable
            title={t('gr_pnl_by_day')}
            labelHeader={t('gr_pnl_date')}
            rows={data.days.map((day) => ({
              key: day.date,
              label: formatCalendarDate(day.date, i18n.language),
              totals: day,
            }))}
            totals={data.totals}
            wide={wide}
          />
          <SummaryTable
            title={t('gr_pnl_by_category')}
            labelHeader={t('gr_category')}
            rows={data.categories.map((category) => ({
              key: category.gameType,
              label: typeName(category.gameType),
              totals: category,
            }))}
            totals={data.totals}
            wide={wide}
          />
        </div>
      )}
    </section>
  );
}
