import type { OpsAgentDetail } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, TextField } from '../../../components/form-fields';
import { opsKeys } from '../../../lib/ops/ops-keys';
import styles from './agents.module.css';
import { freezeAgent, moveAgent } from '../api/agents';

type Pending = { kind: 'freeze'; branch: boolean } | { kind: 'move' };

/** Freeze or unfreeze the agent (or its branch), or move it under another agent; each confirmed first. */
export function AgentActions({ agent }: { agent: OpsAgentDetail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [upline, setUpline] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      if (pending.kind === 'freeze') {
        const result = await freezeAgent(agent.id, { frozen: !agent.frozen, branch: pending.branch, reason });
        setDone(t('agents_freeze_done', { count: result.agents }));
      } else {
        await moveAgent(agent.id, { uplineUsername: upline.trim() || null, reason });
        setDone(t('agents_move_done'));
      }
      setPending(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: opsKeys.all });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  const ask = (next: Pending) => (event?: FormEvent) => {
    event?.preventDefault();
    setDone(null);
    setError(null);
    setPending(next);
  };
  const freezeLabel = agent.frozen ? 'agents_unfreeze' : 'agents_freeze';

  return (
    <div className={styles.card}>
      <h2>{t('agents_actions')}</h2>
      <TextField label={t('agents_reason')} value={reason} onValue={setReason} maxLength={200} />
      <div className={styles.row}>
        <button type="button" className="btn btn-secondary" onClick={ask({ kind: 'freeze', branch: false })}>
          {t(freezeLabel)}
        </button>
        <button type="button" className="btn btn-secondary" onClick={ask({ kind: 'freeze', branch: true })}>
          {t(`${freezeLabel}_branch`)}
        </button>
      </div>
      <form className={styles.row} onSubmit={ask({ kind: 'move' })}>
        <TextField
          label={t('agents_new_upline')}
          hint={t('agents_new_upline_hint')}
          value={upline}
          onValue={setUpline}
          optional
        />
        <button type="submit" className="btn btn-secondary">
          {t('agents_move')}
        </button>
      </form>
      {done && (
        <p className={styles.muted} role="status">
          {done}
        </p>
      )}
      {pending && (
        <ConfirmDialog
          title={t(pending.kind === 'move' ? 'agents_move' : freezeLabel)}
          confirmLabel={t('agents_confirm')}
          busy={busy}
          error={error}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
        >
          <p>
            {pending.kind === 'move'
              ? t('agents_move_confirm', { name: agent.username, upline: upline.trim() || t('agents_top') })
              : t(pending.branch ? `${freezeLabel}_branch_confirm` : `${freezeLabel}_confirm`, {
                  name: agent.username,
                })}
          </p>
          <p>
            {reason ? `${t('agents_reason')}: ${reason}` : <FormAlert message={t('agents_reason_needed')} />}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
