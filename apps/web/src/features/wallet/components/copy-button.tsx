import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import { copyText } from '../../../lib/copy-text';
import styles from './wallet.module.css';

/** Copies a value (an account number to pay to) and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <button
        type="button"
        className={styles.copy}
        aria-label={t('copy_value', { name: label })}
        onClick={() =>
          copyText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        <Icon name="copy" size={14} />
        {t('copy')}
      </button>
      <span role="status" className={state === 'idle' ? 'visually-hidden' : styles.muted}>
        {state === 'copied' ? t('copy_success') : state === 'failed' ? t('copy_failed') : ''}
      </span>
    </>
  );
}
