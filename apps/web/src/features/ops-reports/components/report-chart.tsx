import type { ReportTable } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { BarChart, type ChartSeries } from '../../../components/ops/bar-chart';

/** Which money columns each report charts (retention reads as a table). */
const charted: Partial<Record<ReportTable['report'], readonly string[]>> = {
  ggr_day: ['ggr', 'ngr'],
  ggr_game: ['ggr'],
  ggr_vendor: ['bets', 'ggr'],
  ggr_category: ['bets', 'ggr'],
  ggr_agent: ['ggr', 'ngr'],
  payment_channel: ['deposits', 'withdrawals'],
  bonus_cost: ['amount'],
};
const colors = ['#f5c04e', '#3fb37f', '#e0625a'];

/** The shown page's rows as bars, one series per charted column, labelled by the first column. */
export function ReportChart({ table }: { table: ReportTable }) {
  const { t } = useTranslation();
  const keys = charted[table.report];
  if (!keys || table.list.length === 0) return null;
  const series: ChartSeries[] = keys.map((key, index) => {
    const column = table.columns.findIndex((entry) => entry.key === key);
    return {
      label: t(`reports_col_${key}`),
      color: colors[index % colors.length] ?? '#f5c04e',
      values: table.list.map((row) => Number(row[column] ?? 0)),
    };
  });
  return (
    <BarChart
      title={t(`reports_kind_${table.report}`)}
      days={table.list.map((row) => String(row[0] ?? ''))}
      series={series}
    />
  );
}
