import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { fieldClasses } from '../../../components/form-fields';
import styles from './auth.module.css';

/** A warning that needs acknowledging (failed SMS send, invalid invitation code). */
export function WarningDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  const messageId = useId();
  return (
    <Modal title={t('warning')} onClose={onClose} alert describedBy={messageId}>
      <div className={fieldClasses.form}>
        <p id={messageId} className={styles.intro}>
          {message}
        </p>
        <div className={styles.actions}>
          <button type="button" className="btn btn-primary" onClick={onClose} autoFocus>
            {t('ok')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
