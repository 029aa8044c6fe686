import {
  depositStatuses,
  withdrawalStatuses,
  type DepositStatus,
  type DisputeOutcome,
  type OperatorDeposit,
  type OperatorWithdrawal,
  type PaymentQueueKind,
  type WithdrawalStatus,
} from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, SelectField, TextField } from '../../../components/form-fields';
import { Pagination } from '../../../components/pagination';
import { opsKeys } from '../../../lib/ops/ops-keys';
import {
  claimPayment,
  decidePayment,
  releasePayment,
  resolveDispute,
  useDeposits,
  usePaymentClaims,
  useRiskHints,
  useWithdrawals,
} from '../api/payments';
import { RiskBadges } from '../components/risk-badges';
import { OpsPageFrame, OpsTabs, QueryView } from '../../../components/ops/ops-page';
import { useOpsSession } from '../../../lib/ops/ops-session';
import styles from '../../../components/ops/ops.module.css';

type Order = OperatorDeposit | OperatorWithdrawal;
interface Decision {
  kind: PaymentQueueKind;
  order: Order;
  decision: 'approve' | 'reject';
}

const isOpen = (status: string) => status === 'pending' || status === 'review';
/** A withdrawal the player reported as partially or not received, not settled yet. */
const isOpenDispute = (order: Order) =>
  'dispute' in order &&
  order.dispute === null &&
  (order.status === 'partially_received' || order.status === 'not_received');

/**
 * Deposits and withdrawals waiting for staff: claim an item to work on it (nobody else can decide it
 * then), approve or reject it with a reason; a page left open on an item someone else decided is told so.
 */
export default function PaymentsPage() {
  const { t, i18n } = useTranslation();
  const [kind, setKind] = useState<PaymentQueueKind>('deposit');
  const [depositStatus, setDepositStatus] = useState<DepositStatus>('pending');
  const [withdrawalStatus, setWithdrawalStatus] = useState<WithdrawalStatus>('pending');
  const [pageNo, setPageNo] = useState(1);
  const deposits = useDeposits(depositStatus, pageNo);
  const withdrawals = useWithdrawals(withdrawalStatus, pageNo);
  const claims = usePaymentClaims();
  const me = useOpsSession()?.staff.username;
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [dispute, setDispute] = useState<{ order: Order; resolution: DisputeOutcome } | null>(null);
  const [note, setNote] = useState('');

  const refresh = () => queryClient.invalidateQueries({ queryKey: opsKeys.all });
  const claimOf = (id: string) => claims.data?.find((claim) => claim.kind === kind && claim.orderId === id);
  const money = (amount: string) =>
    Number(amount).toLocaleString(i18n.language, { minimumFractionDigits: 2 });

  async function act(work: () => Promise<unknown>) {
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      await refresh();
    }
  }

  async function decide() {
    if (!pending) return;
    setBusy(true);
    await act(() => decidePayment(pending.kind, pending.order.id, pending.decision, reason.trim()));
    setBusy(false);
    setPending(null);
    setReason('');
  }

  async function settleDispute() {
    if (!dispute) return;
    if (!note.trim()) return setError(t('ops_dispute_note_needed'));
    setBusy(true);
    await act(() => resolveDispute(dispute.order.id, dispute.resolution, note.trim()));
    setBusy(false);
    setDispute(null);
    setNote('');
  }

  const list: {
    data: { list: Order[]; pageNo: number; totalPages: number } | undefined;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  } = kind === 'deposit' ? deposits : withdrawals;
  const risks = useRiskHints(kind, list.data?.list.map((order) => order.id) ?? []);
  return (
    <OpsPageFrame title={t('ops_payments')}>
      <OpsTabs
        tabs={['deposit', 'withdrawal'] as const}
        selected={kind}
        onSelect={(entry) => {
          setKind(entry);
          setPageNo(1);
        }}
        labelOf={(entry) => t(entry === 'deposit' ? 'ops_deposits' : 'ops_withdrawals')}
      />
      <div className={styles.row}>
        {kind === 'deposit' ? (
          <SelectField
            label={t('ops_status')}
            value={depositStatus}
            onValue={(v) => setDepositStatus(v as DepositStatus)}
          >
            {depositStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`ops_status_${status}`)}
              </option>
            ))}
          </SelectField>
        ) : (
          <SelectField
            label={t('ops_status')}
            value={withdrawalStatus}
            onValue={(v) => setWithdrawalStatus(v as WithdrawalStatus)}
          >
            {withdrawalStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`ops_status_${status}`)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <FormAlert message={error} />
      <QueryView query={list} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('ops_reference')}</th>
                    <th>{t('ops_member')}</th>
                    <th className={styles.num}>{t('ops_amount')}</th>
                    <th>{kind === 'deposit' ? t('ops_channel') : t('ops_pay_to')}</th>
                    <th>{t('ops_status')}</th>
                    <th>{t('ops_risk')}</th>
                    <th>{t('ops_handled_by')}</th>
                    <th>{t('ops_actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((order) => {
                    const claim = claimOf(order.id);
                    const mine = claim?.staff === me;
                    return (
                      <tr key={order.id} data-testid={`order-${order.reference}`}>
                        <td className={styles.mono}>{order.reference}</td>
                        <td>{order.member.username}</td>
                        <td className={styles.num}>{money(order.amount)}</td>
                        <td>
                          {'channelName' in order ? (
                            <>
                              {order.channelName}
                              {order.transactionRef && (
                                <div className={styles.muted}>{order.transactionRef}</div>
                              )}
                            </>
                          ) : (
                            <>
                              {order.account.provider} {order.account.accountNumber}
                              <div className={styles.muted}>{order.account.accountName}</div>
                            </>
                          )}
                        </td>
                        <td>
                          <span className={styles.badge}>{t(`ops_status_${order.status}`)}</span>
                        </td>
                        <td data-testid={`risk-${order.reference}`}>
                          <RiskBadges hints={risks.data?.[order.id] ?? []} />
                        </td>
                        <td>{claim?.staff ?? order.reviewedBy ?? ''}</td>
                        <td>
                          {isOpenDispute(order) && (
                            <div className={styles.actions}>
                              {(['refunded', 'dismissed'] as const).map((resolution) => (
                                <button
                                  key={resolution}
                                  type="button"
                                  className="btn btn-secondary btn-sm"
                                  onClick={() => setDispute({ order, resolution })}
                                >
                                  {t(`ops_dispute_${resolution}`)}
                                </button>
                              ))}
                            </div>
                          )}
                          {isOpen(order.status) && (
                            <div className={styles.actions}>
                              {!claim && (
                                <button
                                  type="button"
                                  className="btn btn-secondary btn-sm"
                                  onClick={() => void act(() => claimPayment(kind, order.id))}
                                >
                                  {t('ops_claim')}
                                </button>
                              )}
                              {mine && (
                                <>
                                  <button
                                    type="button"
                                    className="btn btn-primary btn-sm"
                                    onClick={() => setPending({ kind, order, decision: 'approve' })}
                                  >
                                    {t('ops_approve')}
                                  </button>
                                  <button
                                    type="button"
                                    className="btn btn-secondary btn-sm"
                                    onClick={() => setPending({ kind, order, decision: 'reject' })}
                                  >
                                    {t('ops_reject')}
                                  </button>
                                  <button
                                    type="button"
                                    className="btn btn-secondary btn-sm"
                                    onClick={() => void act(() => releasePayment(kind, order.id))}
                                  >
                                    {t('ops_release')}
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
          title={t(pending.decision === 'approve' ? 'ops_confirm_approve' : 'ops_confirm_reject')}
          confirmLabel={t(pending.decision === 'approve' ? 'ops_approve' : 'ops_reject')}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void decide()}
        >
          <p>
            {pending.order.reference} · {pending.order.member.username} · {money(pending.order.amount)}
          </p>
          <div data-testid="decision-risk">
            <RiskBadges hints={risks.data?.[pending.order.id] ?? []} />
          </div>
          {pending.decision === 'reject' && (
            <TextField label={t('ops_reason')} value={reason} onValue={setReason} maxLength={200} />
          )}
        </ConfirmDialog>
      )}
      {dispute && (
        <ConfirmDialog
          title={t(`ops_confirm_dispute_${dispute.resolution}`)}
          confirmLabel={t(`ops_dispute_${dispute.resolution}`)}
          busy={busy}
          onCancel={() => setDispute(null)}
          onConfirm={() => void settleDispute()}
        >
          <p>
            {dispute.order.reference} · {dispute.order.member.username} · {money(dispute.order.amount)}
          </p>
          <TextField label={t('ops_dispute_note')} value={note} onValue={setNote} maxLength={200} />
        </ConfirmDialog>
      )}
    </OpsPageFrame>
  );
}
