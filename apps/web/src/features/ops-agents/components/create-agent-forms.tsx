import { agentMemberTypes } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../components/feedback';
import {
  FormAlert,
  PasswordField,
  SelectField,
  SubmitButton,
  TextField,
} from '../../../components/form-fields';
import { opsKeys } from '../../../lib/ops/ops-keys';
import styles from './agents.module.css';
import { createTopAgent, promoteMember } from '../api/agents';

function TypeField({ value, onValue }: { value: string; onValue: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <SelectField label={t('agents_type')} value={value} onValue={onValue}>
      {agentMemberTypes.map((type) => (
        <option key={type} value={type}>
          {t(`agents_type_${type}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** Opens a new top-level agent account, then shows its page. */
export function CreateTopAgentForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [type, setType] = useState('1');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const agent = await createTopAgent({ username, password, confirmPassword, type: Number(type) });
      await queryClient.invalidateQueries({ queryKey: opsKeys.all });
      void navigate(`/ops/agents/${agent.id}`);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} aria-labelledby="create-agent">
      <h2 id="create-agent">{t('agents_create')}</h2>
      <TextField label={t('agents_username')} value={username} onValue={setUsername} autoComplete="off" />
      <PasswordField
        label={t('agents_password')}
        value={password}
        onValue={setPassword}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('agents_confirm_password')}
        value={confirmPassword}
        onValue={setConfirmPassword}
        autoComplete="new-password"
      />
      <TypeField value={type} onValue={setType} />
      <FormAlert message={error} />
      <SubmitButton busy={busy}>{t('agents_create')}</SubmitButton>
    </form>
  );
}

/** Makes an existing player an agent. */
export function PromoteMemberForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [type, setType] = useState('1');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const agent = await promoteMember({ username, type: Number(type) });
      await queryClient.invalidateQueries({ queryKey: opsKeys.all });
      void navigate(`/ops/agents/${agent.id}`);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} aria-labelledby="promote-member">
      <h2 id="promote-member">{t('agents_promote')}</h2>
      <TextField label={t('agents_member_username')} value={username} onValue={setUsername} />
      <TypeField value={type} onValue={setType} />
      <FormAlert message={error} />
      <SubmitButton busy={busy}>{t('agents_promote')}</SubmitButton>
    </form>
  );
}
