import type { TotpSetup } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormAlert,
  PasswordField,
  SubmitButton,
  TextField,
  fieldClasses,
} from '../../../components/form-fields';
import { useSession } from '../../../lib/session';
import { securityKey } from '../api/get-security-overview';
import { disableTotp, enableTotp, setUpTotp } from '../api/totp';
import { Section } from './section';
import styles from './security-center.module.css';
import { useFormAction } from './use-form-action';

/** The otpauth URI as a QR image (qrcode is loaded only when a setup starts). */
function SetupQr({ uri, label }: { uri: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 2, width: 200, errorCorrectionLevel: 'M' }))
      .then((data) => live && setSrc(data));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? <img className={styles.qr} src={src} alt={label} /> : <div className={styles.qr} />;
}

function EnableForm({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const action = useFormAction(['password', 'code']);

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return action.setErrors({ password: t('input_cannot_be_empty') });
    action.run(() => setUpTotp(password), setSetup);
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[0-9]{6}$/.test(code.trim())) return action.setErrors({ code: t('sc_app_code_format') });
    action.run(
      () => enableTotp(code.trim()),
      (answer) => onEnabled(answer.recoveryCodes),
    );
  };

  if (!setup)
    return (
      <form className={fieldClasses.form} onSubmit={start} noValidate>
        <p className={fieldClasses.notice}>{t('sc_totp_intro')}</p>
        <PasswordField
          label={t('sc_login_password')}
          value={password}
          onValue={setPassword}
          error={action.errors.password}
          autoComplete="current-password"
        />
        <FormAlert message={action.formError} />
        <SubmitButton busy={action.busy}>{t('sc_continue')}</SubmitButton>
      </form>
    );
  return (
    <form className={fieldClasses.form} onSubmit={confirm} noValidate>
      <p className={fieldClasses.notice}>{t('sc_totp_scan')}</p>
      <SetupQr uri={setup.otpauthUri} label={t('sc_totp_qr')} />
      <p>
        {t('sc_totp_key')}{' '}
        <span className={styles.secret} data-testid="totp-secret">
          {setup.secret}
        </span>
      </p>
      <TextField
        label={t('sc_app_code')}
        value={code}
        onValue={setCode}
        error={action.errors.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
      <FormAlert message={action.formError} />
      <SubmitButton busy={action.busy}>{t('sc_enable')}</SubmitButton>
    </form>
  );
}

function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const action = useFormAction(['password', 'code']);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return action.setErrors({ password: t('input_cannot_be_empty') });
    if (!code.trim()) return action.setErrors({ code: t('input_cannot_be_empty') });
    action.run(() => disableTotp({ password, code: code.trim() }), onDisabled);
  };
  return (
    <form className={fieldClasses.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t('sc_login_password')}
        value={password}
        onValue={setPassword}
        error={action.errors.password}
        autoComplete="current-password"
      />
      <TextField
        label={t('sc_app_or_recovery_code')}
        value={code}
        onValue={setCode}
        error={action.errors.code}
        autoComplete="one-time-code"
        maxLength={12}
      />
      <FormAlert message={action.formError} />
      <SubmitButton busy={action.busy}>{t('sc_disable')}</SubmitButton>
    </form>
  );
}

/**
 * The authenticator app ("Google verification"): asked for on a login from a new IP. Setting it up
 * shows a QR code and the key, then the recovery codes once.
 */
export function TotpSection({ enabled, codesLeft }: { enabled: boolean; codesLeft: number }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: securityKey(token) });

  if (recoveryCodes)
    return (
      <Section title={t('sc_totp')} status={<span className={styles.on}>{t('sc_totp_on')}</span>}>
        <p>{t('sc_recovery_codes_intro')}</p>
        <ul className={styles.codes} aria-label={t('sc_recovery_codes')}>
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <button type="button" className="btn btn-primary" onClick={() => setRecoveryCodes(null)}>
          {t('sc_saved_codes')}
        </button>
      </Section>
    );
  return enabled ? (
    <Section
      title={t('sc_totp')}
      status={<span className={styles.on}>{t('sc_totp_on_codes', { count: codesLeft })}</span>}
      actionLabel={t('sc_disable')}
    >
      <DisableForm onDisabled={refresh} />
    </Section>
  ) : (
    <Section title={t('sc_totp')} status={t('sc_totp_off')} actionLabel={t('sc_set_up')}>
      <EnableForm
        onEnabled={(codes) => {
          setRecoveryCodes(codes);
          refresh();
        }}
      />
    </Section>
  );
}
