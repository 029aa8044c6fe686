import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../components/feedback';
import { Icon } from '../../components/icons';
import { LoadingCover } from '../../components/loading-cover';
import { Modal } from '../../components/modal';
import { loadChunk } from '../../lib/chunk';

/**
 * Free play (module FREE_PLAY): a trial account, logged in at once. The request's code (payload
 * encryption) loads on the click, not with the page.
 */
export function FreePlayButton({ className, onStarted }: { className?: string; onStarted?: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = () => {
    if (busy) return;
    setBusy(true);
    loadChunk('free-play', () => import('../../features/auth/api/free-play'))
      .then(({ startFreePlay }) => startFreePlay())
      .then(
        () => onStarted?.(),
        (error: unknown) => setFailure(errorText(error)),
      )
      .finally(() => setBusy(false));
  };

  return (
    <>
      <button
        type="button"
        className={`btn btn-secondary btn-sm ${className ?? ''}`}
        onClick={start}
        disabled={busy}
      >
        <Icon name="play" size={16} />
        {t('free_play')}
      </button>
      {busy && <LoadingCover />}
      {failure && (
        <Modal title={t('warning')} onClose={() => setFailure(null)} alert>
          <p>{failure}</p>
        </Modal>
      )}
    </>
  );
}
