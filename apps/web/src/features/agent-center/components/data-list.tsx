import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/feedback';
import type { IconName } from '../../../components/icons';
import { Pagination } from '../../../components/pagination';
import { AgentLoading } from './agent-ui';
import styles from './agent-ui.module.css';

export interface Column<T> {
  id: string;
  label: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  /** A row's actions: no label in the card layout. */
  actions?: boolean;
}

interface DataListProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** The totals row: a cell per column id after the first (which says "Totals"); missing ones stay empty. */
  totals?: Partial<Record<string, ReactNode>> | undefined;
  error?: unknown;
  onRetry?: () => void;
  emptyTitle: string;
  emptyIcon?: IconName;
  page?: { pageNo: number; totalPages: number; onChange: (page: number) => void } | undefined;
}

/**
 * A report's rows: a table on wide screens, one card per row (label and value pairs) under 768 px,
 * with a totals row, paging and the loading, error and empty states. The explicit roles keep it a
 * table for assistive technology when CSS lays the rows out as cards.
 */
export function DataList<T>({
  caption,
  columns,
  rows,
  rowKey,
  totals,
  error,
  onRetry,
  emptyTitle,
  emptyIcon = 'record',
  page,
}: DataListProps<T>) {
  const { t } = useTranslation();
  if (error && !rows) return <ErrorState error={error} onRetry={onRetry} />;
  if (!rows) return <AgentLoading />;
  if (rows.length === 0) return <EmptyState icon={emptyIcon} title={emptyTitle} />;
  const [first, ...rest] = columns;
  const cellClass = (column: Column<T>) =>
    column.actions ? styles.actions : column.numeric ? styles.num : undefined;
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} role="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column.id} scope="col" role="columnheader" className={cellClass(column)}>
                  {column.actions ? <span className="visually-hidden">{column.label}</span> : column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={rowKey(row)} role="row">
                {first && (
                  <th scope="row" role="rowheader" data-label={first.label} className={cellClass(first)}>
                    {first.cell(row)}
                  </th>
                )}
                {rest.map((column) => (
                  <td key={column.id} role="cell" data-label={column.label} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {totals && (
            <tfoot role="rowgroup">
              <tr role="row">
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.id} scope="row" role="rowheader">
                      {t('agent_totals')}
                    </th>
                  ) : totals[column.id] === undefined ? (
                    <td key={column.id} role="cell" />
                  ) : (
                    <td key={column.id} role="cell" data-label={column.label} className={cellClass(column)}>
                      {totals[column.id]}
                    </td>
                  ),
                )}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {page && <Pagination page={page.pageNo} totalPages={page.totalPages} onChange={page.onChange} />}
    </>
  );
}

/** Key figures of a report, as a grid of label and value cards. */
export function SummaryCards({
  label,
  items,
}: {
  label: string;
  items: readonly { id: string; label: string; value: ReactNode; negative?: boolean }[];
}) {
  return (
    <dl className={styles.summary} aria-label={label}>
      {items.map((item) => (
        <div key={item.id} className={styles.stat}>
          <dt>{item.label}</dt>
          <dd className={item.negative ? styles.negative : undefined}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
