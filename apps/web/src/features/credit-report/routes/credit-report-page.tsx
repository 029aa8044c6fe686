import { formatMoney, parseMinor } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePresetBar } from '../../../components/date-preset-bar';
import { FeatureMessages } from '../../../components/feature-messages';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Spinner } from '../../../components/loading-cover';
import { calendarDates, latestRange, type DayRange } from '../../../lib/date-presets';
import { usePageTitle } from '../../../lib/page-title';
import { useSiteConfig } from '../../../lib/site-config';
import { useCreditReport } from '../api/get-credit-report';
import { ReportChart } from '../components/report-chart';
import { ReportTable } from '../components/report-table';
import { loadCreditReportMessages } from '../messages';
import styles from '../components/credit-report.module.css';

const money = (value: string) => formatMoney(parseMinor(value) ?? 0n);

function CreditReportView() {
  const { t } = useTranslation();
  const { timeZone } = useSiteConfig().permission.resources;
  const [range, setRange] = useState<DayRange>(() => latestRange(timeZone, new Date(), 30));
  const report = useCreditReport(calendarDates(timeZone, range));
  const title = t('credit_report');
  usePageTitle(title);
  const data = report.data;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <DatePresetBar range={range} onChange={setRange} timeZone={timeZone} />
      {report.isError && !data ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <Spinner label={t('loading')} />
      ) : (
        <div aria-busy={report.isPlaceholderData || undefined} className={styles.page}>
          <dl className={styles.balances}>
            <div>
              <dt>{t('cr_opening')}</dt>
              <dd>{money(data.openingBalance)}</dd>
            </div>
            <div>
              <dt>{t('cr_line_net')}</dt>
              <dd>{money(data.totals.net)}</dd>
            </div>
            <div>
              <dt>{t('cr_closing')}</dt>
              <dd>{money(data.closingBalance)}</dd>
            </div>
          </dl>
          {data.days.length === 0 ? (
            <EmptyState icon="receipt" title={t('cr_none')} />
          ) : (
            <>
              <ReportChart totals={data.totals} />
              <ReportTable report={data} />
            </>
          )}
          <p className={styles.muted}>{t('cr_note')}</p>
        </div>
      )}
    </section>
  );
}

/** /member/creditReport: the member's statement per period, from the server's ledger sums. */
export default function CreditReportPage() {
  const { t } = useTranslation();
  return (
    <FeatureMessages load={loadCreditReportMessages} fallback={<Spinner label={t('loading')} />}>
      <CreditReportView />
    </FeatureMessages>
  );
}
