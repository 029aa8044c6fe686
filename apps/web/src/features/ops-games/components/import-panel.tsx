import type { CatalogImportPreview, CatalogImportReport, ImportPreviewRow } from '@app/contracts';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, SelectField, TextField } from '../../../components/form-fields';
import styles from '../../../components/ops/ops.module.css';
import { applyImport, previewImport, type ImportRequest } from '../api/games';
import { useOpsChange } from '../../../components/ops/ops-change';

interface RowError {
  row: number;
  field: string;
  message: string;
}

/** The row errors a refused import lists (catalog_import_invalid), if any. */
function rowErrorsOf(error: unknown): RowError[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.detail as { errors?: RowError[] } | null | undefined)?.errors;
  return Array.isArray(errors) ? errors : [];
}

function PreviewRows({ title, rows, total }: { title: string; rows: ImportPreviewRow[]; total: number }) {
  const { t } = useTranslation();
  if (total === 0) return null;
  return (
    <details open={total <= 20}>
      <summary>
        {title}: {total}
        {rows.length < total && ` (${t('ops_games_preview_first', { count: rows.length })})`}
      </summary>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.vendor}/${row.gameCode}`}>
                <td>{row.vendor}</td>
                <td className={styles.mono}>{row.gameCode}</td>
                <td>{row.name}</td>
                <td className={styles.muted}>{row.fields.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** A vendor's game list (JSON or CSV): preview what it adds, changes and removes, then apply it (confirmed). */
export function ImportPanel() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { run, busy } = useOpsChange();
  const [format, setFormat] = useState<'json' | 'csv'>('csv');
  const [mode, setMode] = useState<'merge' | 'replace'>('merge');
  const [vendor, setVendor] = useState('');
  const [content, setContent] = useState('');
  const [preview, setPreview] = useState<{ request: ImportRequest; result: CatalogImportPreview } | null>(
    null,
  );
  const [report, setReport] = useState<CatalogImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<RowError[]>([]);
  const [confirming, setConfirming] = useState(false);

  const forget = () => {
    setPreview(null);
    setReport(null);
  };
  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setFormat(file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv');
    setContent(await file.text());
    forget();
  }
  async function check(event: FormEvent) {
    event.preventDefault();
    const request: ImportRequest = {
      format,
      content,
      mode,
      ...(vendor.trim() ? { vendor: vendor.trim() } : {}),
    };
    setError(null);
    setRowErrors([]);
    forget();
    try {
      setPreview({ request, result: await previewImport(request) });
    } catch (failure) {
      setError(errorText(failure));
      setRowErrors(rowErrorsOf(failure));
    }
  }
  async function apply() {
    if (!preview) return;
    const ok = await run(async () => setReport(await applyImport(preview.request)));
    setConfirming(false);
    if (ok) setPreview(null);
  }

  return (
    <div className={styles.card}>
      <h2>{t('ops_games_import')}</h2>
      <p className={styles.muted}>{t('ops_games_import_hint')}</p>
      <form onSubmit={(event) => void check(event)}>
        <div className={styles.row}>
          <label>
            {t('ops_games_import_file')}
            <input
              type="file"
              accept=".csv,.json,text/csv,application/json"
              onChange={(e) => void readFile(e)}
            />
          </label>
          <SelectField
            label={t('ops_games_import_format')}
            value={format}
            onValue={(v) => setFormat(v as 'json' | 'csv')}
          >
            <option value="csv">CSV</option>
            <option value="json">JSON</option>
          </SelectField>
          <SelectField
            label={t('ops_games_import_mode')}
            value={mode}
            onValue={(v) => setMode(v as 'merge' | 'replace')}
          >
            <option value="merge">{t('ops_games_import_merge')}</option>
            <option value="replace">{t('ops_games_import_replace')}</option>
          </SelectField>
          <TextField
            label={t('ops_games_import_vendor')}
            hint={t('ops_games_import_vendor_hint')}
            value={vendor}
            onValue={setVendor}
            optional
          />
        </div>
        <label>
          {t('ops_games_import_content')}
          <textarea
            className="input"
            rows={8}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              forget();
            }}
            spellCheck={false}
            style={{ width: '100%', fontFamily: 'var(--font-mono)' }}
          />
        </label>
        <FormAlert message={error} />
        {rowErrors.length > 0 && (
          <ul className={styles.warn}>
            {rowErrors.slice(0, 50).map((row) => (
              <li key={`${row.row}-${row.field}`}>
                {t('ops_games_import_row', { row: row.row })} · {row.field}: {row.message}
              </li>
            ))}
          </ul>
        )}
        <button type="submit" className="btn btn-primary" disabled={!content.trim()}>
          {t('ops_games_import_preview')}
        </button>
      </form>
      {preview && (
        <section aria-label={t('ops_games_import_preview')}>
          <p role="status">
            {t('ops_games_preview_summary', {
              total: preview.result.total,
              added: preview.result.added,
              changed: preview.result.changed,
              removed: preview.result.removed,
              unchanged: preview.result.unchanged,
            })}
          </p>
          <PreviewRows
            title={t('ops_games_added')}
            rows={preview.result.addedRows}
            total={preview.result.added}
          />
          <PreviewRows
            title={t('ops_games_changed')}
            rows={preview.result.changedRows}
            total={preview.result.changed}
          />
          <PreviewRows
            title={t('ops_games_removed')}
            rows={preview.result.removedRows}
            total={preview.result.removed}
          />
          <button type="button" className="btn btn-primary" onClick={() => setConfirming(true)}>
            {t('ops_games_import_apply')}
          </button>
        </section>
      )}
      {report && (
        <p role="status">
          {t('ops_games_import_done', {
            inserted: report.inserted,
            updated: report.updated,
            disabled: report.disabled,
          })}
        </p>
      )}
      {confirming && preview && (
        <ConfirmDialog
          title={t('ops_games_import_apply')}
          confirmLabel={t('ops_games_confirm')}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void apply()}
        >
          <p>
            {t('ops_games_preview_summary', {
              total: preview.result.total,
              added: preview.result.added,
              changed: preview.result.changed,
              removed: preview.result.removed,
              unchanged: preview.result.unchanged,
            })}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
