import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { getTheme, nextTheme, setTheme, subscribeTheme } from '../lib/theme';
import { Icon } from './icons';
import styles from './theme-toggle.module.css';

/** Switches between the dark and light theme; pressed means dark. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useSyncExternalStore(subscribeTheme, getTheme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={t('toggle_theme')}
      aria-pressed={dark}
      title={t('toggle_theme')}
      onClick={() => setTheme(nextTheme(theme))}
    >
      <Icon name={dark ? 'moon' : 'sun'} />
    </button>
  );
}
