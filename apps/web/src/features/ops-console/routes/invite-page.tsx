import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, PasswordField, SubmitButton } from '../../../components/form-fields';
import { acceptInvite } from '../api/accept-invite';
import styles from '../../../components/ops/ops.module.css';

/** /ops/invite?invitation=…: an invited staff member chooses a password, then signs in (and enrols an authenticator). */
export function InvitePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirm) return setError(t('inconsistent_twice'));
    setBusy(true);
    setError(null);
    try {
      setDone((await acceptInvite(params.get('invitation') ?? '', password)).username);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={styles.auth}>
      {done ? (
        <section className={styles.authCard}>
          <h1 className={styles.title}>{t('ops_invite_done', { username: done })}</h1>
          <Link to="/ops/login" className="btn btn-primary btn-lg">
            {t('ops_sign_in')}
          </Link>
        </section>
      ) : (
        <form className={styles.authCard} onSubmit={(event) => void submit(event)} noValidate>
          <h1 className={styles.title}>{t('ops_invite_title')}</h1>
          <p className={styles.muted}>{t('ops_invite_text')}</p>
          <PasswordField
            label={t('ops_new_password')}
            value={password}
            onValue={setPassword}
            autoComplete="new-password"
          />
          <PasswordField
            label={t('ops_confirm_password')}
            value={confirm}
            onValue={setConfirm}
            autoComplete="new-password"
          />
          <FormAlert message={error} />
          <SubmitButton busy={busy}>{t('ops_invite_accept')}</SubmitButton>
        </form>
      )}
    </main>
  );
}
