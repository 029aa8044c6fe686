import type { ReportTable } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/ops/ops.module.css';

type Cell = ReportTable['list'][number][number];
type ColumnType = ReportTable['columns'][number]['type'];

/** A cell in the reader's language: money with 2 decimals, counts, shares as percentages. */
function useCellText() {
  const { i18n } = useTranslation();
  return (type: ColumnType, value: Cell) => {
    if (value === null) return '—';
    if (type === 'text') return String(value);
    const number = Number(value);
    if (type === 'share')
      return number.toLocaleString(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
    if (type === 'money') return number.toLocaleString(i18n.language, { minimumFractionDigits: 2 });
    return number.toLocaleString(i18n.language);
  };
}

/** A report's page of rows under translated column headers, the range totals as the last line. */
export function ReportGrid({ table }: { table: ReportTable }) {
  const { t } = useTranslation();
  const text = useCellText();
  const numeric = (type: ColumnType) => (type === 'text' ? undefined : styles.num);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.key} className={numeric(column.type)}>
                {t(`reports_col_${column.key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.list.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {table.columns.map((column, index) => (
                <td key={column.key} className={numeric(column.type)}>
                  {text(column.type, row[index] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {table.totals && (
          <tfoot>
            <tr>
              {table.columns.map((column, index) => (
                <th key={column.key} className={numeric(column.type)}>
                  {index === 0 ? t('reports_total') : text(column.type, table.totals?.[index] ?? null)}
                </th>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
