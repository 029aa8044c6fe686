import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FeatureMessages } from '../../../components/feature-messages';
import { useErrorText } from '../../../components/feedback';
import { Modal } from '../../../components/modal';
import { loadAccountMessages } from '../../../lib/account-messages';
import { ApiError } from '../../../lib/api-error';
import { isInternalPath } from '../../../lib/links';
import { closeGamePopup, type GameEntry, type LaunchMode } from '../../../lib/open-game';
import { requestSiteModal } from '../../../lib/site-modal';
import { listenForRoundsSettled } from '../../../lib/round-settled';
import { embeddedUrl, launchGame } from '../api/launch-game';
import styles from './game-launch.module.css';

/** Below this width a game opens as its own page (/seamless) instead of a frame in the popup. */
const WIDE_QUERY = '(min-width: 768px)';

/** Launch failures the site words itself (the server's English otherwise). */
const launchErrorKeys: Record<string, string> = {
  game_unavailable: 'launch_game_unavailable',
  demo_unavailable: 'launch_demo_unavailable',
};

/** A refusal's sentence, in the visitor's language once the account messages (limit reasons) are in. */
function RefusalText({ error }: { error: unknown }) {
  const errorText = useErrorText();
  return <p>{errorText(error)}</p>;
}

/**
 * Starting a game: asks the platform for the game page (real money or demo), then shows it in a frame
 * on wide screens or goes to it on phones. A trial account refused real play gets the register notice,
 * an expired session the login popup; other failures are told with a retry.
 */
export function GameLaunch({ game, mode }: { game: GameEntry; mode: LaunchMode }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const statusId = useId();
  const launch = useQuery({
    queryKey: ['game-launch', mode, game.nodeId],
    queryFn: async ({ signal }) => {
      const url = await launchGame(mode, { nodeId: game.nodeId, language: i18n.language }, signal);
      if (!isInternalPath(url)) throw new ApiError('unknown', 'Unknown error');
      return url;
    },
    // A launch token is for one opening: never reuse or refetch it.
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  const wide = typeof window === 'undefined' || window.matchMedia(WIDE_QUERY).matches;
  const url = launch.data;
  const refusal = launch.error instanceof ApiError ? launch.error : null;

  useEffect(() => {
    if (url && !wide) void navigate(url);
  }, [url, wide, navigate]);

  useEffect(() => {
    if (refusal?.detail?.key === 'in_need_true_account') {
      closeGamePopup();
      requestSiteModal('trialNotice');
    } else if (refusal?.status === 401) {
      closeGamePopup();
      requestSiteModal('login');
    }
  }, [refusal]);

  // The game page in the frame says when a real round moved money; the header balance follows.
  useEffect(() => listenForRoundsSettled(queryClient), [queryClient]);

  const title = mode === 'demo' ? t('launch_demo_title', { name: game.gameName }) : game.gameName;
  const errorKey = refusal?.detail ? launchErrorKeys[refusal.detail.key] : undefined;
  // A responsible-gaming limit refused the launch: its reason is shown, and retrying cannot help.
  const limitRefusal = refusal?.detail?.key.startsWith('rg_') === true;

  return (
    <Modal title={title} onClose={closeGamePopup} size="game" describedBy={statusId}>
      {url && wide ? (
        <iframe
          className={styles.frame}
          src={embeddedUrl(url)}
          title={t('launch_frame_title', { name: game.gameName })}
          allow="fullscreen"
        />
      ) : launch.isError ? (
        <div className={styles.status} role="alert" id={statusId}>
          {limitRefusal ? (
            <FeatureMessages load={loadAccountMessages} fallback={<p>{refusal?.message}</p>}>
              <RefusalText error={launch.error} />
            </FeatureMessages>
          ) : (
            <p>{errorKey ? t(errorKey) : errorText(launch.error)}</p>
          )}
          <div className={styles.actions}>
            <button type="button" className="btn btn-secondary" onClick={closeGamePopup}>
              {t('close')}
            </button>
            {!errorKey && !limitRefusal && (
              <button type="button" className="btn btn-primary" onClick={() => void launch.refetch()}>
                {t('retry')}
              </button>
            )}
          </div>
        </div>
      ) : (
        <p className={styles.status} role="status" id={statusId}>
          {t('launch_opening', { name: game.gameName })}
        </p>
      )}
    </Modal>
  );
}
