import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { FormAlert } from '../../../components/form-fields';
import { Pagination } from '../../../components/pagination';
import { decideApproval, useApprovals } from '../api/approvals';
import { opsKeys } from '../api/ops-keys';
import { OpsPageFrame, QueryView } from '../components/ops-page';
import { useOpsSession } from '../../../lib/ops-session';
import styles from '../components/ops.module.css';

type Status = 'pending' | 'approved' | 'rejected';

/** Four eyes: money actions above the configured amount, waiting for a second staff member. */
export default function ApprovalsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const me = useOpsSession()?.staff.username;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const approvals = useApprovals(status, pageNo);

  async function decide(id: string, decision: 'approve' | 'reject') {
    setError(null);
    try {
      await decideApproval(id, { decision });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      await queryClient.invalidateQueries({ queryKey: opsKeys.all });
    }
  }

  return (
    <OpsPageFrame title={t('ops_approvals')}>
      <div className={styles.tabs}>
        {(['pending', 'approved', 'rejected'] as const).map((entry) => (
          <button
            key={entry}
            type="button"
            className={`btn btn-sm ${status === entry ? 'btn-primary' : 'btn-secondary'}`}
            onClick={() => {
              setStatus(entry);
              setPageNo(1);
            }}
          >
            {t(`ops_approval_${entry}`)}
          </button>
        ))}
      </div>
      <FormAlert message={error} />
      <QueryView query={approvals} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('ops_details')}</th>
                    <th className={styles.num}>{t('ops_amount')}</th>
                    <th>{t('ops_requested_by')}</th>
                    <th>{t('ops_handled_by')}</th>
                    <th>{t('ops_actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((approval) => (
                    <tr key={approval.id}>
                      <td>{approval.summary}</td>
                      <td className={styles.num}>{approval.amount}</td>
                      <td>{approval.requestedBy}</td>
                      <td>{approval.decidedBy ?? ''}</td>
                      <td>
                        {approval.status === 'pending' && approval.requestedBy !== me && (
                          <div className={styles.actions}>
                            <button
                              type="button"
                              className="btn btn-primary btn-sm"
                              onClick={() => void decide(approval.id, 'approve')}
                            >
                              {t('ops_approve')}
                            </button>
                            <button
                              type="button"
                              className="btn btn-secondary btn-sm"
                              onClick={() => void decide(approval.id, 'reject')}
                            >
                              {t('ops_reject')}
                            </button>
                          </div>
                        )}
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
