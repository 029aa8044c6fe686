import { useTranslation } from 'react-i18next';
import styles from '../../../components/ops/ops.module.css';

/** Cells shrink to the phone's width instead of the inputs' natural size. */
const compact = { width: '100%', minWidth: '4rem' } as const;

export interface Column<R> {
  field: keyof R & string;
  label: string;
  /** A select's choices; without them a text input. */
  options?: readonly string[];
  inputMode?: 'decimal' | 'numeric';
}

/** An editable table of rows of text fields: change a cell, add a row, remove one. */
export function RowsEditor<R extends Record<string, string>>({
  title,
  columns,
  rows,
  blank,
  onRows,
}: {
  title: string;
  columns: Column<R>[];
  rows: R[];
  blank: R;
  onRows: (rows: R[]) => void;
}) {
  const { t } = useTranslation();
  const set = (index: number, key: keyof R, value: string) =>
    onRows(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={title}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field}>{column.label}</th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((column) => (
                <td key={column.field}>
                  {column.options ? (
                    <select
                      className="input"
                      style={compact}
                      value={row[column.field]}
                      aria-label={`${column.label} ${index + 1}`}
                      onChange={(event) => set(index, column.field, event.target.value)}
                    >
                      {column.options.map((option) => (
                        <option key={option} value={option}>
                          {option}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input
                      className="input"
                      style={compact}
                      value={row[column.field]}
                      inputMode={column.inputMode}
                      aria-label={`${column.label} ${index + 1}`}
                      onChange={(event) => set(index, column.field, event.target.value)}
                    />
                  )}
                </td>
              ))}
              <td>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => onRows(rows.filter((_, i) => i !== index))}
                >
                  {t('ops_rewards_remove_row')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        onClick={() => onRows([...rows, { ...blank }])}
      >
        {t('ops_rewards_add_row')}
      </button>
    </div>
  );
}
