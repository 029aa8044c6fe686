import type { SessionValue } from '@app/contracts';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorState } from '../../components/feedback';
import { LoadingCover } from '../../components/loading-cover';
import { Modal } from '../../components/modal';
import { loadChunk } from '../../lib/chunk';
import type { SiteModalKind } from '../../lib/route-handle';
import { TrialNoticeModal } from './trial-notice-modal';

const AuthModal = lazy(() => loadChunk('auth', () => import('../../features/auth/components/auth-modal')));
const HelpCenterModal = lazy(() =>
  loadChunk('help-center', () => import('../../features/help-center/components/help-center-modal')),
);
const NoticePopup = lazy(() =>
  loadChunk('notice-popup', () => import('../../features/announcements/components/notice-popup')),
);

export interface SiteModal {
  kind: SiteModalKind;
  /** Help center: the article to show opened. */
  article: string | null;
  /** Reset password: the e-mailed link's token. */
  token?: string | null;
}

export type OpenModal = (kind: SiteModalKind, article?: string) => void;

interface ModalHostProps {
  modal: SiteModal | null;
  onClose: () => void;
  onOpen: OpenModal;
  onLoggedIn: (kind: SiteModalKind, value: SessionValue) => void;
  referralCode: string | null;
}

/** Renders the open site popup; the code of the bigger ones loads on first use. */
export function ModalHost({ modal, onClose, onOpen, onLoggedIn, referralCode }: ModalHostProps) {
  const { t } = useTranslation();
  if (!modal) return null;
  if (modal.kind === 'trialNotice') {
    return <TrialNoticeModal onClose={onClose} onRegister={() => onOpen('register')} />;
  }
  return (
    <ErrorBoundary
      key={modal.kind}
      fallback={(error) => (
        <Modal title={t('load_failed_title')} onClose={onClose}>
          <ErrorState error={error} />
        </Modal>
      )}
    >
      <Suspense fallback={<LoadingCover />}>
        {modal.kind === 'help' ? (
          <HelpCenterModal article={modal.article} onClose={onClose} />
        ) : modal.kind === 'notice' ? (
          <NoticePopup onClose={onClose} />
        ) : (
          <AuthModal
            mode={modal.kind}
            resetToken={modal.token ?? null}
            referralCode={referralCode}
            onClose={onClose}
            onSwitch={onOpen}
            onLoggedIn={onLoggedIn}
          />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
