import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, TextField } from '../../../components/form-fields';
import { Pagination } from '../../../components/pagination';
import { formatDateTime } from '../../../lib/format';
import { downloadAuditCsv, useAuditLog, type AuditFilter } from '../api/audit';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';

const short = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));
const localTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The audit log: every staff call and change, newest first; search by staff, action or text; CSV export. */
export default function AuditPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [draft, setDraft] = useState({ staff: '', action: '', text: '' });
  const [filter, setFilter] = useState<AuditFilter>({});
  const [pageNo, setPageNo] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const log = useAuditLog({ ...filter, pageNo });

  function search(event: FormEvent) {
    event.preventDefault();
    setPageNo(1);
    setFilter({
      staff: draft.staff.trim() || undefined,
      action: draft.action.trim() || undefined,
      text: draft.text.trim() || undefined,
    });
  }

  return (
    <OpsPageFrame
      title={t('ops_audit')}
      actions={
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() =>
            void downloadAuditCsv(filter).catch((failure: unknown) => setError(errorText(failure)))
          }
        >
          {t('ops_export_csv')}
        </button>
      }
    >
      <form className={`${styles.card} ${styles.row}`} onSubmit={search}>
        <TextField
          label={t('ops_staff_member')}
          value={draft.staff}
          onValue={(staff) => setDraft({ ...draft, staff })}
          optional
        />
        <TextField
          label={t('ops_action')}
          value={draft.action}
          onValue={(action) => setDraft({ ...draft, action })}
          optional
        />
        <TextField
          label={t('ops_search_text')}
          value={draft.text}
          onValue={(text) => setDraft({ ...draft, text })}
          optional
        />
        <button type="submit" className="btn btn-primary">
          {t('ops_search')}
        </button>
      </form>
      <FormAlert message={error} />
      <QueryView query={log} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('ops_when')}</th>
                    <th>{t('ops_staff_member')}</th>
                    <th>{t('ops_ip')}</th>
                    <th>{t('ops_action')}</th>
                    <th>{t('ops_status')}</th>
                    <th>{t('ops_details')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatDateTime(entry.at, i18n.language, localTimeZone)}</td>
                      <td>{entry.staff ?? '—'}</td>
                      <td className={styles.mono}>{entry.ip ?? ''}</td>
                      <td className={styles.mono}>{entry.action}</td>
                      <td>{entry.status ?? ''}</td>
                      <td className={`${styles.mono} ${styles.muted}`}>
                        {[short(entry.params), short(entry.body), short(entry.before), short(entry.after)]
                          .filter((part) => part !== '' && part !== '{}')
                          .join(' · ')
                          .slice(0, 400)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryView>
    </OpsPageFrame>
  );
}
