import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorState } from '../../components/feedback';
import { LoadingCover } from '../../components/loading-cover';
import { Modal } from '../../components/modal';
import { loadChunk } from '../../lib/chunk';
import type { SiteModalKind } from '../../lib/route-handle';

const AuthModal = lazy(() => loadChunk('auth', () => import('../../features/auth/components/auth-modal')));
const HelpCenterModal = lazy(() =>
  loadChunk('help-center', () => import('../../features/help-center/components/help-center-modal')),
);

export interface SiteModal {
  kind: SiteModalKind;
  /** Help center: the article to show opened. */
  article: string | null;
}

export type OpenModal = (kind: SiteModalKind, article?: string) => void;

/** Renders the open site popup; its code loads on first use. */
export function ModalHost({ modal, onClose }: { modal: SiteModal | null; onClose: () => void }) {
  const { t } = useTranslation();
  if (!modal) return null;
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
        ) : (
          <AuthModal mode={modal.kind} onClose={onClose} />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}
