import { creditReportCategories, formatMoney, parseMinor, type CreditReport } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import styles from './credit-report.module.css';

const money = (value: string) => formatMoney(parseMinor(value) ?? 0n);

function formatDay(date: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  } catch {
    return date;
  }
}

/** Every line per day of the period, and the period's totals last. */
export function ReportTable({ report }: { report: CreditReport }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-label={t('cr_by_day')}>
      <h2 className={styles.muted}>{t('cr_by_day')}</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('cr_date')}</th>
              {creditReportCategories.map((line) => (
                <th key={line} scope="col">
                  {t(`cr_line_${line}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.days.map((day) => (
              <tr key={day.date}>
                <td>{formatDay(day.date, i18n.language)}</td>
                {creditReportCategories.map((line) => (
                  <td key={line}>{money(day[line])}</td>
                ))}
              </tr>
            ))}
            <tr className={styles.total}>
              <td>{t('cr_totals')}</td>
              {creditReportCategories.map((line) => (
                <td key={line}>{money(report.totals[line])}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
