import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import styles from './wallet.module.css';

interface ConfirmDialogProps {
  title: string;
  /** What is about to happen (amounts, accounts). */
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look before money moves: the details, then confirm or go back. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const bodyId = useId();
  return (
    <Modal title={title} onClose={busy ? () => undefined : onCancel} describedBy={bodyId}>
      <div id={bodyId}>{children}</div>
      <div className={styles.dialogActions}>
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
