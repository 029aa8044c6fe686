import type { Game } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useFavouriteIds, useToggleFavourite } from '../lib/favourites';
import { useOpenGame } from '../lib/open-game';
import { showToast } from '../lib/toast';
import { EmptyState, ErrorState, useErrorText } from './feedback';
import { GameCard, GameCardSkeleton } from './game-card';
import styles from './game-grid.module.css';

interface GameGridProps {
  games: readonly Game[] | undefined;
  /** Loading: skeleton tiles instead of games. */
  pending: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** How many skeleton tiles (the page size). */
  skeletons: number;
  emptyTitle?: string;
  /** Accessible name of the list. */
  label: string;
}

/** A grid of game tiles (6 columns on wide screens) with loading, empty and error states. */
export function GameGrid({ games, pending, error, onRetry, skeletons, emptyTitle, label }: GameGridProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const favourites = useFavouriteIds();
  const openGame = useOpenGame();
  const toggleFavourite = useToggleFavourite((failure) =>
    showToast(t('favourite_failed', { reason: errorText(failure) })),
  );

  if (pending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('loading')}
        </span>
        <ul className={styles.grid}>
          {Array.from({ length: skeletons }, (_, index) => (
            <GameCardSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (!games || games.length === 0) return <EmptyState icon="slots" title={emptyTitle ?? t('games_empty')} />;
  return (
    <ul className={styles.grid} aria-label={label}>
      {games.map((game) => (
        <GameCard
          key={game.nodeId}
          game={game}
          favourite={favourites.has(String(game.nodeId))}
          onOpen={openGame}
          onToggleFavourite={(entry, add) => void toggleFavourite(entry, add)}
        />
      ))}
    </ul>
  );
}
