import type { AgentPolicy } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, SubmitButton, TextField } from '../../../components/form-fields';
import { opsKeys } from '../../../lib/ops/ops-keys';
import { QueryView } from '../../../components/ops/ops-page';
import styles from '../components/agents.module.css';
import { saveAgentPolicy, useAgentPolicy } from '../api/agents';
import { AgentsFrame } from '../components/agents-frame';

function PolicyForm({ policy }: { policy: AgentPolicy }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [salary, setSalary] = useState(String(policy.maxSalaryRateBp / 100));
  const [dividend, setDividend] = useState(String(policy.maxDividendRateBp / 100));
  const [carry, setCarry] = useState(policy.carryNegativePeriods);
  const [funds, setFunds] = useState(policy.uplineFundsSubDividends);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      await saveAgentPolicy({
        maxSalaryRateBp: Math.round(Number(salary) * 100),
        maxDividendRateBp: Math.round(Number(dividend) * 100),
        carryNegativePeriods: carry,
        uplineFundsSubDividends: funds,
      });
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: opsKeys.all });
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('agents_policy_salary_cap')}
        hint={t('agents_policy_salary_cap_hint')}
        value={salary}
        onValue={setSalary}
        inputMode="decimal"
      />
      <TextField
        label={t('agents_policy_dividend_cap')}
        value={dividend}
        onValue={setDividend}
        inputMode="decimal"
      />
      <label className={styles.row}>
        <input type="checkbox" checked={carry} onChange={(event) => setCarry(event.target.checked)} />
        {t('agents_policy_carry')}
      </label>
      <label className={styles.row}>
        <input type="checkbox" checked={funds} onChange={(event) => setFunds(event.target.checked)} />
        {t('agents_policy_funds')}
      </label>
      <FormAlert message={error} />
      {saved && (
        <p className={styles.muted} role="status">
          {t('agents_saved')}
        </p>
      )}
      <SubmitButton busy={busy}>{t('agents_save')}</SubmitButton>
    </form>
  );
}

/** The operator's agent policy: rate caps of offers to top agents and the dividend rules. */
export default function PolicyPage() {
  const policy = useAgentPolicy();
  return (
    <AgentsFrame titleKey="agents_policy_heading">
      <QueryView query={policy}>{(data) => <PolicyForm policy={data} />}</QueryView>
    </AgentsFrame>
  );
}
