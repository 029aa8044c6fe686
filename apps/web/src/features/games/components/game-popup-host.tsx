import { gamePageSize } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { GameGrid } from '../../../components/game-grid';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { gameListQueryOptions } from '../../../lib/game-list';
import { closeGamePopup, useGamePopup, type GameEntry } from '../../../lib/open-game';
import { loadGamesMessages } from '../messages';
import styles from './game-popup-host.module.css';

/** A vendor entry (isGame VASSALAGE): a popup list of that vendor's games (spec section 4). */
function VendorGamesPopup({ vendor }: { vendor: GameEntry }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const filter = {
    gameType: vendor.gameType,
    vassalage: vendor.vassalage,
    pageNo: page,
    pageSize: gamePageSize.default,
  };
  const games = useQuery(gameListQueryOptions(filter, i18n.language));
  const title = vendor.vendorName || vendor.gameName;
  return (
    <Modal title={title} onClose={closeGamePopup} size="large">
      <GameGrid
        games={games.data?.games}
        pending={games.isPending}
        error={games.error}
        onRetry={() => void games.refetch()}
        skeletons={12}
        label={t('vendor_games', { vendor: title })}
      />
      <Pagination page={page} totalPages={games.data?.totalPages ?? 0} onChange={setPage} />
    </Modal>
  );
}

/**
 * Starting a game for a real account. The launch itself (/wps/game/launchGame) arrives with the
 * game-provider issue: until then the popup says so, and nothing is recorded.
 */
function LaunchNotice({ game }: { game: GameEntry }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <Modal title={game.gameName} onClose={closeGamePopup} describedBy={textId}>
      <p id={textId} className={styles.text}>
        {t('game_launch_soon', { name: game.gameName })}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={closeGamePopup} autoFocus>
          {t('ok')}
        </button>
      </div>
    </Modal>
  );
}

/** The game popup of the site layout (spec section 2): a vendor's games, or a game being started. */
export default function GamePopupHost() {
  const popup = useGamePopup();
  if (!popup) return null;
  return (
    <FeatureMessages load={loadGamesMessages}>
      {popup.kind === 'vendor' ? (
        <VendorGamesPopup key={popup.game.vassalage} vendor={popup.game} />
      ) : (
        <LaunchNotice key={popup.game.nodeId} game={popup.game} />
      )}
    </FeatureMessages>
  );
}
