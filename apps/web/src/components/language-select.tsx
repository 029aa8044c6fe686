import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeSiteLanguage } from '../lib/i18n';
import { enabledLanguages } from '../lib/language';
import { saveMemberLanguage } from '../lib/session-api';
import { useSiteConfig } from '../lib/site-config';
import { useErrorText } from './feedback';
import { Icon } from './icons';
import styles from './language-select.module.css';

/**
 * Native select of the languages the site offers; the visible label is its accessible name. While
 * logged in the member's language is updated on the server too.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const languages = enabledLanguages(useSiteConfig().permission.resources.languages);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const errorText = useErrorText();

  if (languages.length < 2) return null;

  const onChange = (code: string) => {
    setPending(true);
    setFailure(null);
    changeSiteLanguage(code)
      // Logged in: the account keeps the choice too (a failure there leaves the site's switch in place).
      .then(() => saveMemberLanguage(code).catch(() => undefined))
      .catch((error: unknown) => setFailure(error))
      .finally(() => setPending(false));
  };

  return (
    <div className={`${styles.field} ${compact ? styles.compact : ''}`}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : styles.label}>
        {t('language')}
      </label>
      <div className={styles.control}>
        <Icon name="globe" size={18} className={styles.icon} />
        <select
          id={id}
          className={styles.select}
          value={i18n.language}
          disabled={pending}
          aria-describedby={failure ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.nativeName}
            </option>
          ))}
        </select>
      </div>
      {failure !== null && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {errorText(failure)}
        </p>
      )}
    </div>
  );
}
