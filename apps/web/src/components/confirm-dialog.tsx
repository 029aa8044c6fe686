import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal';

interface ConfirmDialogProps {
  title: string;
  /** What is about to happen (amounts, accounts). */
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look before money moves or a contract changes: the details, then confirm or go back. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  return (
    <Modal title={title} onClose={busy ? () => undefined : onCancel} describedBy={bodyId}>
      <div id={bodyId}>{children}</div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
