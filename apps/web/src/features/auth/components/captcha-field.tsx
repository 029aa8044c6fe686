import type { Captcha } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields';
import styles from './auth.module.css';

interface CaptchaFieldProps {
  captcha: Captcha | null;
  failed: boolean;
  onRefresh: () => void;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
}

/** The captcha input and its image; clicking the image asks for a new one. */
export function CaptchaField({ captcha, failed, onRefresh, value, onValue, error }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('captcha')}
      value={value}
      onValue={onValue}
      error={error ?? (failed ? t('captcha_load_failed') : undefined)}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={16}
      addon={
        <button
          type="button"
          className={styles.captchaImage}
          onClick={onRefresh}
          aria-label={t('refresh_captcha')}
          title={t('refresh_captcha')}
        >
          {captcha ? <img src={captcha.image} alt={t('captcha_image')} /> : <span aria-hidden="true">…</span>}
        </button>
      }
    />
  );
}
