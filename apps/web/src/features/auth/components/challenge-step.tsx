import type { LoginChallengeMethod, SessionValue, VerificationRequired } from '@app/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/feedback';
import { ApiError } from '../../../lib/api-error';
import { completeLoginChallenge, sendChallengeCode } from '../api/login';
import { useCodeSender } from '../hooks/use-code-sender';
import {
  fieldClasses,
  FormAlert,
  SubmitButton,
  TextField,
  focusFirstInvalid,
} from '../../../components/form-fields';
import { SendCodeButton } from './fields';
import { WarningDialog } from './warning-dialog';
import styles from './auth.module.css';

interface ChallengeStepProps {
  challenge: VerificationRequired;
  onLoggedIn: (value: SessionValue) => void;
  /** Back to the login form (with the reason, when the challenge expired). */
  onBack: (message: string | null) => void;
}

/**
 * Login from an unregistered IP: the visitor proves the account with one of the offered methods, a
 * code sent to the bound mobile or e-mail, or the bank account name.
 */
export function ChallengeStep({ challenge, onLoggedIn, onBack }: ChallengeStepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const name = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [method, setMethod] = useState<LoginChallengeMethod>(challenge.methods[0]?.method ?? 'sms');
  const [proof, setProof] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sender = useCodeSender((failure) => setWarning(errorText(failure)));

  const label = (option: VerificationRequired['methods'][number]) =>
    option.method === 'sms'
      ? t('verify_by_sms', { destination: option.destination ?? '' })
      : option.method === 'email'
        ? t('verify_by_email', { destination: option.destination ?? '' })
        : option.method === 'totp'
          ? t('verify_by_totp')
          : t('verify_by_bank_name');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    if (!proof.trim()) {
      setError(t('input_cannot_be_empty'));
      focusFirstInvalid(formRef.current);
      return;
    }
    setError(undefined);
    setBusy(true);
    completeLoginChallenge({ challengeId: challenge.challengeId, method, proof: proof.trim() })
      .then(onLoggedIn, (failure: unknown) => {
        const key = failure instanceof ApiError ? failure.detail?.key : undefined;
        if (key === 'login_challenge_expired') onBack(errorText(failure));
        else if (key === 'login_challenge_failed') {
          setError(errorText(failure));
          focusFirstInvalid(formRef.current);
        } else setFormError(errorText(failure));
      })
      .finally(() => setBusy(false));
  };

  return (
    <form ref={formRef} className={fieldClasses.form} onSubmit={onSubmit} noValidate>
      <p className={fieldClasses.notice}>{t('login_verify_intro')}</p>
      <fieldset className={styles.methods}>
        <legend>{t('login_verify_method')}</legend>
        {challenge.methods.map((option) => (
          <label key={option.method} className={styles.method}>
            <input
              type="radio"
              name={name}
              value={option.method}
              checked={method === option.method}
              onChange={() => {
                setMethod(option.method);
                setProof('');
                setError(undefined);
              }}
            />
            {label(option)}
          </label>
        ))}
      </fieldset>
      {method === 'bankAccountName' ? (
        <TextField
          label={t('bank_account_name')}
          value={proof}
          onValue={setProof}
          error={error}
          autoComplete="name"
          maxLength={128}
        />
      ) : (
        <TextField
          label={t('verification_code')}
          value={proof}
          onValue={setProof}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          addon={
            method !== 'totp' && (
              <SendCodeButton
                seconds={sender.seconds}
                busy={sender.busy}
                onSend={() =>
                  sender.send(
                    () => true,
                    () => sendChallengeCode({ challengeId: challenge.challengeId, method }),
                  )
                }
              />
            )
          }
        />
      )}
      <FormAlert message={formError} />
      <SubmitButton busy={busy}>{t('verify_submit')}</SubmitButton>
      <div className={styles.links}>
        <button type="button" className={fieldClasses.linkButton} onClick={() => onBack(null)}>
          {t('back_to_login')}
        </button>
      </div>
      {warning && <WarningDialog message={warning} onClose={() => setWarning(null)} />}
    </form>
  );
}
