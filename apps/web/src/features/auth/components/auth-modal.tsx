import { useTranslation } from 'react-i18next';
import { ComingSoonNote } from '../../../components/coming-soon';
import { Modal } from '../../../components/modal';
import styles from './auth-modal.module.css';

interface AuthModalProps {
  mode: 'login' | 'register';
  onClose: () => void;
}

/**
 * The login (loginPopupModal) and register popups. Accounts do not exist yet, so the body says so
 * honestly; the forms arrive with the sign-in feature.
 */
export default function AuthModal({ mode, onClose }: AuthModalProps) {
  const { t } = useTranslation();
  const title = mode === 'login' ? t('login') : t('register');
  return (
    <Modal title={title} onClose={onClose}>
      <div className={styles.body} data-testid={mode === 'login' ? 'loginPopupModal' : 'registerPopupModal'}>
        <ComingSoonNote name={title} />
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
}
