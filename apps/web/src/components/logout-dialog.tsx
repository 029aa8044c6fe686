import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../lib/session-api';
import { LoadingCover } from './loading-cover';
import { Modal } from './modal';
import styles from './logout-dialog.module.css';

interface LogoutDialogProps {
  onCancel: () => void;
  /** Logged out (the session is cleared); the caller moves on (/ or /agent). */
  onDone: () => void;
}

/** Spec: logging out asks for confirmation (cancel/confirm), shows a loader, then ends the session. */
export function LogoutDialog({ onCancel, onDone }: LogoutDialogProps) {
  const { t } = useTranslation();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    void logout().then(onDone);
  };
  return (
    <Modal title={t('sign_out')} onClose={busy ? () => {} : onCancel} describedBy={textId}>
      <p id={textId} className={styles.text}>
        {t('sign_out_confirm')}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={busy} autoFocus>
          {t('confirm')}
        </button>
      </div>
      {busy && <LoadingCover />}
    </Modal>
  );
}
