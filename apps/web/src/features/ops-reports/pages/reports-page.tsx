import { reportKinds, type ReportKind } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePresetBar } from '../../../components/date-preset-bar';
import { FeatureMessages } from '../../../components/feature-messages';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, SelectField } from '../../../components/form-fields';
import { LoadingCover } from '../../../components/loading-cover';
import { Pagination } from '../../../components/pagination';
import { lastDayOf, latestRange, type DayRange } from '../../../lib/date-presets';
import { useSiteConfig } from '../../../lib/site-config';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';
import { downloadReportCsv, useReport, type ReportRequest } from '../api/reports';
import { ReportChart } from '../components/report-chart';
import { ReportGrid } from '../components/report-grid';
import { loadOpsReportsMessages } from '../messages';

const presets = [1, 7, 30, 90] as const;

/** 'YYYY-MM-DD' of an instant in the zone. */
const localDay = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

function Reports() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { timeZone } = useSiteConfig().permission.resources;
  const [report, setReport] = useState<ReportKind>('ggr_day');
  const [range, setRange] = useState<DayRange>(() => latestRange(timeZone, new Date(), 7));
  const [pageNo, setPageNo] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const request: ReportRequest = {
    report,
    from: localDay(range.start, timeZone),
    to: localDay(lastDayOf(range), timeZone),
  };
  const table = useReport(request, pageNo);
  const changeRange = (next: DayRange) => {
    setRange(next);
    setPageNo(1);
  };
  return (
    <OpsPageFrame
      title={t('reports_title')}
      actions={
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => {
            setError(null);
            void downloadReportCsv(request).catch((failure: unknown) => setError(errorText(failure)));
          }}
        >
          {t('reports_download_csv')}
        </button>
      }
    >
      <div className={`${styles.card} ${styles.row}`}>
        <SelectField
          label={t('reports_report')}
          value={report}
          onValue={(value) => {
            setReport(value as ReportKind);
            setPageNo(1);
          }}
        >
          {reportKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`reports_kind_${kind}`)}
            </option>
          ))}
        </SelectField>
        <div className={styles.actions} role="group" aria-label={t('reports_presets')}>
          {presets.map((days) => (
            <button
              key={days}
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => changeRange(latestRange(timeZone, new Date(), days))}
            >
              {days === 1 ? t('reports_today') : t('reports_last_days', { count: days })}
            </button>
          ))}
        </div>
      </div>
      <DatePresetBar range={range} onChange={changeRange} timeZone={timeZone} />
      <FormAlert message={error} />
      <QueryView query={table} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <ReportChart table={data} />
            <ReportGrid table={data} />
            <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryView>
    </OpsPageFrame>
  );
}

/**
 * Reports: GGR and NGR per day, game, vendor, category and agent team, payments per channel, bonus
 * cost and retention by registration week, over whole days of the site's time zone; charts, paged
 * tables with the range totals, and the whole report as CSV.
 */
export default function ReportsPage() {
  return (
    <FeatureMessages load={loadOpsReportsMessages} fallback={<LoadingCover />}>
      <Reports />
    </FeatureMessages>
  );
}
