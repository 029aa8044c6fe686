import type { GameTotals } from '@app/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountCells, AmountFigures, AmountHeads, Profit } from './amounts';
import styles from './game-records.module.css';

export interface SummaryRow {
  key: string;
  label: string;
  totals: GameTotals;
}

interface SummaryTableProps {
  title: string;
  /** The heading of the first column (date, category). */
  labelHeader: string;
  rows: readonly SummaryRow[];
  totals: GameTotals;
  /** A table with a totals row on wide screens, cards on narrow ones (the totals stand above them). */
  wide: boolean;
}

/** Profit and loss grouped by one thing (a day, a category): rounds, stake, valid bet, win, profit. */
export function SummaryTable({ title, labelHeader, rows, totals, wide }: SummaryTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupTitle}>
        {title}
      </h3>
      {wide ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                <th scope="col" className={styles.num}>
                  {t('gr_rounds')}
                </th>
                <AmountHeads />
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <SummaryTableRow key={row.key} label={row.label} totals={row.totals} />
              ))}
            </tbody>
            <tfoot>
              <SummaryTableRow label={t('gr_totals')} totals={totals} />
            </tfoot>
          </table>
        </div>
      ) : (
        <ul className={styles.cards} aria-labelledby={headingId}>
          {rows.map((row) => (
            <li key={row.key} className={styles.item}>
              <div className={styles.itemHead}>
                <span className={styles.itemTitle}>{row.label}</span>
                <Profit amount={row.totals.profit} />
              </div>
              <AmountFigures amounts={row.totals} count={row.totals.count} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SummaryTableRow({ label, totals }: { label: string; totals: GameTotals }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className={styles.num}>{totals.count}</td>
      <AmountCells amounts={totals} />
    </tr>
  );
}
