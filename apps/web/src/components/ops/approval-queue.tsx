import {
  decideAgentApprovalEndpoint,
  decideApprovalEndpoint,
  getAgentApprovalsEndpoint,
  getApprovalsEndpoint,
  type ApprovalKind,
} from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsCall } from '../../lib/ops/ops-call';
import { opsKeys } from '../../lib/ops/ops-keys';
import { useOpsQuery } from '../../lib/ops/ops-query';
import { useOpsSession } from '../../lib/ops/ops-session';
import { useErrorText } from '../feedback';
import { FormAlert } from '../form-fields';
import { Pagination } from '../pagination';
import { QueryView } from './ops-page';
import styles from './ops.module.css';

type Status = 'pending' | 'approved' | 'rejected';

/** Each kind's four-eyes queue: the endpoints carry the permission deciding that kind takes. */
const queues = {
  adjustment: { list: getApprovalsEndpoint, decide: decideApprovalEndpoint },
  agent_contract: { list: getAgentApprovalsEndpoint, decide: decideAgentApprovalEndpoint },
} as const;

/**
 * Requests waiting for a second staff member, by status; approve and reject on pending ones that
 * someone else requested (the server refuses the requester and staff without the kind's permission).
 */
export function ApprovalQueue({ kind }: { kind: ApprovalKind }) {
  const endpoints = queues[kind];
  const { t } = useTranslation();
  const errorText = useErrorText();
  const me = useOpsSession()?.staff.username;
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const approvals = useOpsQuery(endpoints.list, { query: { status, pageNo } });

  async function decide(id: string, decision: 'approve' | 'reject') {
    setError(null);
    try {
      await opsCall(endpoints.decide, { params: { id }, body: { decision } });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      await queryClient.invalidateQueries({ queryKey: opsKeys.all });
    }
  }

  return (
    <>
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
    </>
  );
}
