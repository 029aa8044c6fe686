import { gamePageSize } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeatureMessages } from '../../../components/feature-messages';
import { GameGrid } from '../../../components/game-grid';
import { Modal } from '../../../components/modal';
import { Pagination } from '../../../components/pagination';
import { gameListQueryOptions } from '../../../lib/game-list';
import { closeGamePopup, useGamePopup, type GameEntry } from '../../../lib/open-game';
import { loadGamesMessages } from '../messages';
import { GameLaunch } from './game-launch';

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

/** The game popup of the site layout (spec section 2): a vendor's games, or a game being started. */
export default function GamePopupHost() {
  const popup = useGamePopup();
  if (!popup) return null;
  return (
    <FeatureMessages load={loadGamesMessages}>
      {popup.kind === 'vendor' ? (
        <VendorGamesPopup key={popup.game.vassalage} vendor={popup.game} />
      ) : (
        <GameLaunch key={`${popup.mode}:${popup.game.nodeId}`} game={popup.game} mode={popup.mode} />
      )}
    </FeatureMessages>
  );
}
