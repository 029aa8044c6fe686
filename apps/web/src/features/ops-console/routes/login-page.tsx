import type { StaffLoginResult } from '@app/contracts';
import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useErrorText } from '../../../components/feedback';
import { FormAlert, PasswordField, SubmitButton, TextField } from '../../../components/form-fields';
import { LanguageSelect } from '../../../components/language-select';
import { staffEnrol, staffLogin } from '../api/staff-login';
import { startOpsSession, useOpsSession, type OpsSession } from '../../../lib/ops-session';
import styles from '../components/ops.module.css';

type Enrolment = Extract<StaffLoginResult, { status: 'enrol' }>;

function QrImage({ url }: { url: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    void QRCode.toDataURL(url, { margin: 1, width: 200 }).then(setSrc);
  }, [url]);
  return src ? <img className={styles.qr} src={src} alt={t('ops_qr_alt')} /> : null;
}

/**
 * /ops/login: staff sign-in. Password, then the authenticator code (or a recovery code); an account
 * without an authenticator enrols one here (QR code and secret), then sees its recovery codes once.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const session = useOpsSession();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [useRecovery, setUseRecovery] = useState(false);
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [recovery, setRecovery] = useState<{ codes: string[]; session: OpsSession } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (session && !recovery) return <Navigate to="/ops" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (enrolment) {
        const signed = await staffEnrol({ ticket: enrolment.ticket, code: code.trim() });
        setRecovery({
          codes: signed.recoveryCodes ?? [],
          session: { token: signed.token, staff: signed.staff },
        });
        return;
      }
      const second =
        step === 'code' ? (useRecovery ? { recoveryCode: code.trim() } : { code: code.trim() }) : {};
      const answer = await staffLogin({ username, password, ...second });
      if (answer.status === 'signed_in') {
        startOpsSession({ token: answer.token, staff: answer.staff });
        void navigate('/ops', { replace: true });
      } else if (answer.status === 'enrol') {
        setEnrolment(answer);
        setCode('');
      } else {
        setStep('code');
      }
    } catch (failure) {
      setError(errorText(failure));
      if (enrolment) setEnrolment(null);
    } finally {
      setBusy(false);
    }
  }

  if (recovery) {
    return (
      <main className={styles.auth}>
        <section className={styles.authCard} aria-labelledby="ops-recovery-title">
          <h1 id="ops-recovery-title" className={styles.title}>
            {t('ops_recovery_title')}
          </h1>
          <p>{t('ops_recovery_text')}</p>
          <ul className={styles.codes} aria-label={t('ops_recovery_codes')}>
            {recovery.codes.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={() => {
              startOpsSession(recovery.session);
              void navigate('/ops', { replace: true });
            }}
          >
            {t('ops_recovery_saved')}
          </button>
        </section>
      </main>
    );
  }

  return (
    <main className={styles.auth}>
      <form className={styles.authCard} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.row}>
          <h1 className={styles.title}>{t('ops_sign_in_title')}</h1>
          <LanguageSelect compact />
        </div>
        {enrolment ? (
          <>
            <p>{t('ops_enrol_text')}</p>
            <QrImage url={enrolment.otpauthUrl} />
            <p className={styles.muted}>
              {t('ops_enrol_secret')}{' '}
              <code className={styles.mono} data-testid="totp-secret">
                {enrolment.secret}
              </code>
            </p>
            <TextField
              label={t('ops_code')}
              value={code}
              onValue={setCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
          </>
        ) : (
          <>
            <TextField
              label={t('ops_username')}
              value={username}
              onValue={setUsername}
              autoComplete="username"
            />
            <PasswordField
              label={t('ops_password')}
              value={password}
              onValue={setPassword}
              autoComplete="current-password"
            />
            {step === 'code' && (
              <>
                <TextField
                  label={useRecovery ? t('ops_recovery_code') : t('ops_code')}
                  value={code}
                  onValue={setCode}
                  inputMode={useRecovery ? 'text' : 'numeric'}
                  autoComplete="one-time-code"
                  autoFocus
                />
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => setUseRecovery(!useRecovery)}
                >
                  {useRecovery ? t('ops_use_code') : t('ops_use_recovery')}
                </button>
              </>
            )}
          </>
        )}
        <FormAlert message={error} />
        <SubmitButton busy={busy}>{enrolment ? t('ops_enrol_confirm') : t('ops_sign_in')}</SubmitButton>
      </form>
    </main>
  );
}
