import { kycStatuses, type KycStatus, type OpsKycItem } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FeatureMessages } from '../../../components/feature-messages';
import { FormAlert, TextField } from '../../../components/form-fields';
import { LoadingCover } from '../../../components/loading-cover';
import { useOpsChange } from '../../../components/ops/ops-change';
import { OpsPageFrame, OpsTabs, QueryView } from '../../../components/ops/ops-page';
import styles from '../../../components/ops/ops.module.css';
import { Pagination } from '../../../components/pagination';
import { PrivateImage } from '../../../components/private-image';
import { opsImageHeaders, useOpsSession } from '../../../lib/ops/ops-session';
import { usePageTitle } from '../../../lib/page-title';
import { claimKyc, decideKyc, useKycQueue } from '../api/kyc';
import { loadOpsKycMessages } from '../messages';
import kycStyles from './kyc.module.css';

interface Decision {
  item: OpsKycItem;
  decision: 'approve' | 'reject';
}

function KycQueue() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('kyc_heading'));
  const [status, setStatus] = useState<KycStatus>('pending');
  const [pageNo, setPageNo] = useState(1);
  const queue = useKycQueue(status, pageNo);
  const me = useOpsSession()?.staff.username;
  const change = useOpsChange();
  const [pending, setPending] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');

  async function decide() {
    if (!pending) return;
    const body =
      pending.decision === 'approve'
        ? { decision: 'approve' as const }
        : { decision: 'reject' as const, reason };
    await change.run(() => decideKyc(pending.item.id, body));
    setPending(null);
    setReason('');
  }

  return (
    <OpsPageFrame title={t('kyc_heading')}>
      <OpsTabs
        tabs={kycStatuses}
        selected={status}
        onSelect={(entry) => {
          setStatus(entry);
          setPageNo(1);
        }}
        labelOf={(entry) => t(`kyc_status_${entry}`)}
      />
      <FormAlert message={change.error} />
      <QueryView query={queue} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('kyc_member')}</th>
                    <th>{t('kyc_document')}</th>
                    <th>{t('kyc_pictures')}</th>
                    <th>{t('kyc_state')}</th>
                    <th>{t('kyc_handled_by')}</th>
                    <th>{t('kyc_actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((item) => {
                    const mine = item.claimedBy === me;
                    return (
                      <tr key={item.id} data-testid={`kyc-${item.member.username}`}>
                        <td>
                          {item.member.username}
                          <div className={styles.muted}>{item.member.realName ?? t('kyc_no_real_name')}</div>
                        </td>
                        <td>
                          {t(`kyc_doc_${item.docType}`)}
                          <div className={styles.muted}>
                            {new Date(item.createdAt).toLocaleString(i18n.language)}
                          </div>
                        </td>
                        <td>
                          <div className={styles.actions}>
                            {item.files.map((file) => (
                              <PrivateImage
                                key={file.part}
                                url={file.url}
                                alt={t(`kyc_part_${file.part}`)}
                                headers={opsImageHeaders()}
                                className={kycStyles.thumb}
                              />
                            ))}
                          </div>
                        </td>
                        <td>
                          <span className={styles.badge}>{t(`kyc_status_${item.status}`)}</span>
                          {item.reason && <div className={styles.muted}>{item.reason}</div>}
                        </td>
                        <td>{item.reviewedBy ?? item.claimedBy ?? ''}</td>
                        <td>
                          {item.status === 'pending' && (
                            <div className={styles.actions}>
                              {!item.claimedBy && (
                                <button
                                  type="button"
                                  className="btn btn-secondary btn-sm"
                                  onClick={() => void change.run(() => claimKyc(item.id))}
                                >
                                  {t('kyc_claim')}
                                </button>
                              )}
                              {mine && (
                                <>
                                  <button
                                    type="button"
                                    className="btn btn-primary btn-sm"
                                    onClick={() => setPending({ item, decision: 'approve' })}
                                  >
                                    {t('kyc_approve')}
                                  </button>
                                  <button
                                    type="button"
                                    className="btn btn-secondary btn-sm"
                                    onClick={() => setPending({ item, decision: 'reject' })}
                                  >
                                    {t('kyc_reject')}
                                  </button>
                                </>
                              )}
                            </div>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Pagination page={data.pageNo} totalPages={data.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryView>
      {pending && (
        <ConfirmDialog
          title={t(pending.decision === 'approve' ? 'kyc_confirm_approve' : 'kyc_confirm_reject')}
          confirmLabel={t(pending.decision === 'approve' ? 'kyc_approve' : 'kyc_reject')}
          busy={change.busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void decide()}
        >
          <p>
            {pending.item.member.username} · {t(`kyc_doc_${pending.item.docType}`)}
          </p>
          {pending.decision === 'reject' && (
            <TextField label={t('kyc_reason')} value={reason} onValue={setReason} maxLength={200} />
          )}
        </ConfirmDialog>
      )}
    </OpsPageFrame>
  );
}

/** Identity documents: claim a submission, look at the pictures, approve or reject with a reason. */
export default function KycPage() {
  return (
    <FeatureMessages load={loadOpsKycMessages} fallback={<LoadingCover />}>
      <KycQueue />
    </FeatureMessages>
  );
}
