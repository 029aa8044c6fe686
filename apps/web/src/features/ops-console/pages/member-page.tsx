import {
  getMemberKycEndpoint,
  type EndpointBody,
  type memberActionEndpoint,
  type MemberDetail,
} from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, SelectField, TextField } from '../../../components/form-fields';
import { formatDateTime } from '../../../lib/format';
import { memberAction, useMemberDetail } from '../api/members';
import { opsKeys } from '../../../lib/ops/ops-keys';
import { useOpsQuery } from '../../../lib/ops/ops-query';
import { adjustBalance } from '../api/payments';
import { RiskBadges } from '../components/risk-badges';
import { OpsPageFrame, QueryView } from '../../../components/ops/ops-page';
import { useOpsSession } from '../../../lib/ops/ops-session';
import styles from '../../../components/ops/ops.module.css';

type Action = EndpointBody<typeof memberActionEndpoint>;
const localTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell}>{cell}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AdjustForm({
  member,
  onDone,
}: {
  member: MemberDetail;
  onDone: (message: string | null, error: string | null) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function adjust() {
    setBusy(true);
    try {
      const done = await adjustBalance({
        username: member.username,
        direction,
        amount,
        reason,
        requestId: crypto.randomUUID(),
      });
      onDone(t('ops_adjusted', { balance: done.balance }), null);
      setAmount('');
      setReason('');
    } catch (failure) {
      onDone(null, errorText(failure));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <form
      className={`${styles.card} ${styles.row}`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setConfirming(true);
      }}
    >
      <SelectField
        label={t('ops_adjust_direction')}
        value={direction}
        onValue={(v) => setDirection(v as 'credit' | 'debit')}
      >
        <option value="credit">{t('ops_credit')}</option>
        <option value="debit">{t('ops_debit')}</option>
      </SelectField>
      <TextField label={t('ops_amount')} value={amount} onValue={setAmount} inputMode="decimal" />
      <TextField label={t('ops_reason')} value={reason} onValue={setReason} maxLength={200} />
      <button type="submit" className="btn btn-primary">
        {t('ops_adjust')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('ops_adjust')}
          confirmLabel={t('ops_adjust')}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void adjust()}
        >
          <p>
            {t(direction === 'credit' ? 'ops_credit' : 'ops_debit')} {member.username}: {amount} — {reason}
          </p>
        </ConfirmDialog>
      )}
    </form>
  );
}

/**
 * A member: profile, balance, ledger, rounds, logins, sessions, devices, bonuses, responsible-gaming
 * limits and self-exclusion, payout accounts, tags and notes; staff actions.
 */
export default function MemberPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const canAdjust = useOpsSession()?.staff.permissions.includes('adjustments') ?? false;
  const canReviewKyc = useOpsSession()?.staff.permissions.includes('risk') ?? false;
  const member = useMemberDetail(id);
  const [text, setText] = useState('');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const when = (iso: string) => formatDateTime(iso, i18n.language, localTimeZone);

  async function act(action: Action) {
    setError(null);
    setMessage(null);
    try {
      await memberAction(id, action);
      setMessage(t('ops_saved'));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      await queryClient.invalidateQueries({ queryKey: opsKeys.all });
    }
  }

  return (
    <OpsPageFrame title={member.data ? `${t('ops_member')}: ${member.data.username}` : t('ops_member')}>
      <QueryView query={member}>
        {(data) => (
          <>
            <section className={styles.card}>
              <dl className={styles.figures}>
                {(
                  [
                    ['ops_balance', data.balance],
                    ['ops_status', t(`ops_member_${data.status}`)],
                    ['ops_mobile', data.mobile ?? '—'],
                    ['ops_email', data.email ?? '—'],
                    ['ops_payee_name', data.payeeName ?? '—'],
                    ['ops_upline', data.upline ?? '—'],
                    ['ops_register_ip', data.registerIp ?? '—'],
                    ['ops_tags', data.tags.join(', ') || '—'],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className={styles.figure}>
                    <dt className={styles.muted}>{t(key)}</dt>
                    <dd style={{ margin: 0 }}>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            {data.riskHints.length > 0 && (
              <section className={styles.card} aria-label={t('ops_risk')} data-testid="member-risk">
                <RiskBadges hints={data.riskHints} />
              </section>
            )}
            <FormAlert message={error} />
            {message && <p role="status">{message}</p>}
            <section className={`${styles.card} ${styles.actions}`} aria-label={t('ops_actions')}>
              {data.status === 'active' ? (
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => void act({ action: 'lock', reason: text || t('ops_locked_by_staff') })}
                >
                  {t('ops_lock')}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => void act({ action: 'unlock', reason: text || t('ops_unlocked_by_staff') })}
                >
                  {t('ops_unlock')}
                </button>
              )}
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => void act({ action: 'force_password_change' })}
              >
                {t('ops_force_password_change')}
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => void act({ action: 'reset_payment_password' })}
              >
                {t('ops_reset_payment_password')}
              </button>
            </section>
            <section className={`${styles.card} ${styles.row}`}>
              <TextField
                label={t('ops_note_or_tag')}
                value={text}
                onValue={setText}
                maxLength={500}
                optional
              />
              <button
                type="button"
                className="btn btn-secondary"
                disabled={!text.trim()}
                onClick={() => void act({ action: 'note', text })}
              >
                {t('ops_add_note')}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                disabled={!text.trim()}
                onClick={() => void act({ action: 'tag', tag: text.slice(0, 30) })}
              >
                {t('ops_add_tag')}
              </button>
              <TextField
                label={t('ops_message_title')}
                value={title}
                onValue={setTitle}
                maxLength={100}
                optional
              />
              <button
                type="button"
                className="btn btn-secondary"
                disabled={!title.trim() || !text.trim()}
                onClick={() => void act({ action: 'message', title, content: text })}
              >
                {t('ops_send_message')}
              </button>
            </section>
            {canAdjust && (
              <AdjustForm
                member={data}
                onDone={(done, failure) => {
                  setMessage(done);
                  setError(failure);
                  void queryClient.invalidateQueries({ queryKey: opsKeys.all });
                }}
              />
            )}
            <h2 className={styles.title}>{t('ops_notes')}</h2>
            <Table
              head={[t('ops_when'), t('ops_staff_member'), t('ops_details')]}
              rows={data.notes.map((note) => [when(note.at), note.staff, note.text])}
            />
            <h2 className={styles.title}>{t('ops_ledger')}</h2>
            <Table
              head={[t('ops_when'), t('ops_kind'), t('ops_amount'), t('ops_balance')]}
              rows={data.ledger.map((entry) => [when(entry.at), entry.kind, entry.amount, entry.balance])}
            />
            <h2 className={styles.title}>{t('ops_rounds')}</h2>
            <Table
              head={[t('ops_when'), t('ops_game'), t('ops_stake'), t('ops_win'), t('ops_status')]}
              rows={data.rounds.map((round) => [
                when(round.at),
                round.game,
                round.stake,
                round.win,
                round.status,
              ])}
            />
            <h2 className={styles.title}>{t('ops_logins')}</h2>
            <Table
              head={[t('ops_when'), t('ops_ip'), t('ops_status')]}
              rows={data.logins.map((entry) => [when(entry.at), entry.ip, entry.success ? '✓' : '✗'])}
            />
            <h2 className={styles.title}>{t('ops_sessions')}</h2>
            <Table
              head={[t('ops_when'), t('ops_last_seen'), t('ops_ip'), t('ops_device'), t('ops_actions')]}
              rows={data.sessions.map((session) => [
                when(session.startedAt),
                when(session.lastSeenAt),
                session.ip,
                session.device ?? '—',
                <button
                  key="end"
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => void act({ action: 'end_session', sessionId: session.id })}
                >
                  {t('ops_end_session')}
                </button>,
              ])}
            />
            <h2 className={styles.title}>{t('ops_devices')}</h2>
            <Table
              head={[
                t('ops_device'),
                t('ops_device_key'),
                t('ops_login_count'),
                t('ops_ip'),
                t('ops_last_seen'),
              ]}
              rows={data.devices.map((device) => [
                device.device,
                device.deviceId ?? '—',
                device.logins,
                device.lastIp,
                when(device.lastAt),
              ])}
            />
            <h2 className={styles.title}>{t('ops_bonuses')}</h2>
            <Table
              head={[t('ops_when'), t('ops_details'), t('ops_amount'), t('ops_turnover'), t('ops_status')]}
              rows={data.bonuses.map((bonus) => [
                when(bonus.at),
                bonus.title,
                bonus.amount,
                `${bonus.turnoverDone} / ${bonus.turnoverRequired}`,
                t(`ops_bonus_${bonus.status}`),
              ])}
            />
            <h2 className={styles.title}>{t('ops_limits')}</h2>
            <Table
              head={[t('ops_kind'), t('ops_limit_value'), t('ops_limit_pending')]}
              rows={data.limits.map((limit) => {
                const shown = (value: string) =>
                  limit.kind === 'session' ? t('ops_minutes', { count: Number(value) }) : value;
                const pending =
                  limit.pendingAt === null
                    ? '—'
                    : `${limit.pendingValue === null ? t('ops_limit_removal') : shown(limit.pendingValue)} (${when(limit.pendingAt)})`;
                return [
                  `${t(`ops_limit_${limit.kind}`)} · ${t(`ops_period_${limit.period}`)}`,
                  shown(limit.value),
                  pending,
                ];
              })}
            />
            <h2 className={styles.title}>{t('ops_exclusion')}</h2>
            <p className={styles.card} data-testid="member-exclusion">
              {!data.exclusion
                ? t('ops_exclusion_none')
                : data.exclusion.endsAt === null
                  ? t('ops_exclusion_permanent')
                  : t(`ops_exclusion_${data.exclusion.kind}`, { until: when(data.exclusion.endsAt) })}
            </p>
            <h2 className={styles.title}>{t('ops_payout_accounts')}</h2>
            <Table
              head={[t('ops_pay_to'), t('ops_payee_name'), t('ops_account_no')]}
              rows={data.payoutAccounts.map((account) => [
                account.bank,
                account.accountName,
                account.accountNo,
              ])}
            />
            {canReviewKyc && <MemberKycSection memberId={id} when={when} />}
          </>
        )}
      </QueryView>
    </OpsPageFrame>
  );
}

/** The member's identity documents (staff with the risk permission): state and submissions. */
function MemberKycSection({ memberId, when }: { memberId: string; when: (at: string) => string }) {
  const { t } = useTranslation();
  const kyc = useOpsQuery(getMemberKycEndpoint, { params: { id: memberId } });
  return (
    <>
      <h2 className={styles.title}>{t('ops_kyc_section')}</h2>
      <QueryView query={kyc}>
        {(data) => (
          <>
            <p className={styles.card} data-testid="member-kyc-state">
              {t(`ops_kyc_state_${data.state}`)}
            </p>
            <Table
              head={[t('ops_when'), t('ops_kind'), t('ops_status'), t('ops_details'), t('ops_staff_member')]}
              rows={data.submissions.map((entry) => [
                when(entry.createdAt),
                t(`ops_kyc_doc_${entry.docType}`),
                t(`ops_kyc_state_${entry.status}`),
                entry.reason ?? '—',
                entry.reviewedBy ?? entry.claimedBy ?? '—',
              ])}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
