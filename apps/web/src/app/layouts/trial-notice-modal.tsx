import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import styles from './trial-notice-modal.module.css';

/** A trial account tried the member center or a game: register a real account (spec in_need_true_account). */
export function TrialNoticeModal({ onClose, onRegister }: { onClose: () => void; onRegister: () => void }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Modal title={t('trial_account')} onClose={onClose} alert describedBy={textId}>
      <p id={textId} className={styles.text}>
        {t('in_need_true_account')}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onRegister} autoFocus>
          {t('in_increase_submit')}
        </button>
      </div>
    </Modal>
  );
}
