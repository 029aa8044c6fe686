import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '../lib/api-error';
import { chunkNameOf, isChunkLoadError } from '../lib/chunk';
import { messageText } from '../lib/message-text';
import { Icon, type IconName } from './icons';
import styles from './feedback.module.css';

/**
 * A readable sentence for any failure: translated fixed messages, the server's message key in the
 * visitor's language, else the server's own words.
 */
export function useErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  return (error: unknown) => {
    if (isChunkLoadError(error)) return t('chunk_load_failed', { chunk: chunkNameOf(error) });
    if (error instanceof ApiError) {
      const detail = error.detail;
      if (detail && i18n.exists(detail.key)) return messageText(t, detail.key, detail.params);
      const key = errorMessageKey(error.kind);
      return key && i18n.exists(key) ? t(key) : error.message;
    }
    return i18n.exists('unknown_error') ? t('unknown_error') : 'Unknown error';
  };
}

interface StateProps {
  icon?: IconName;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  /** Fill the screen (start-up errors) rather than a part of the page. */
  fullPage?: boolean;
}

function StateBlock({ icon, title, children, action, fullPage, role }: StateProps & { role?: 'alert' }) {
  return (
    <div className={fullPage ? styles.fullPage : styles.block} role={role}>
      <div className={styles.card}>
        {icon && (
          <span className={styles.icon}>
            <Icon name={icon} size={32} />
          </span>
        )}
        <p className={styles.title}>{title}</p>
        {children && <div className={styles.text}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
}

export function EmptyState({ icon = 'star', title, children, action }: StateProps) {
  return (
    <StateBlock icon={icon} title={title} action={action}>
      {children}
    </StateBlock>
  );
}

interface ErrorStateProps {
  error: unknown;
  /** Try again; without it the button reloads the page. */
  onRetry?: () => void;
  fullPage?: boolean;
}

export function ErrorState({ error, onRetry, fullPage }: ErrorStateProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <StateBlock
      icon="help"
      title={t('load_failed_title', 'Something went wrong')}
      fullPage={fullPage}
      role="alert"
      action={
        <button
          type="button"
          className="btn btn-primary"
          onClick={onRetry ?? (() => window.location.reload())}
        >
          {t('retry', 'Retry')}
        </button>
      }
    >
      <p>{errorText(error)}</p>
    </StateBlock>
  );
}
