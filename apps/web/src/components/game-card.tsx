import type { Game } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { offersDemo, startDemo } from '../lib/open-game';
import { Icon } from './icons';
import styles from './game-card.module.css';

interface GameCardProps {
  game: Game;
  favourite: boolean;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game, add: boolean) => void;
}

/**
 * A game tile: the icon (lazy, its square reserved so nothing jumps), name and vendor, a button that
 * opens the game, a demo button on games with a free trial, and, on games (not vendor lobbies), the
 * favourite toggle.
 */
export function GameCard({ game, favourite, onOpen, onToggleFavourite }: GameCardProps) {
  const { t } = useTranslation();
  return (
    <li className={styles.card}>
      <button type="button" className={styles.open} onClick={() => onOpen(game)} aria-label={game.gameName}>
        <img
          className={styles.icon}
          src={game.iconUrl}
          alt=""
          width={200}
          height={200}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.name}>{game.gameName}</span>
        <span className={styles.vendor}>{game.vendorName}</span>
      </button>
      {offersDemo(game) && (
        <button
          type="button"
          className={styles.demo}
          aria-label={t('demo_play_game', { name: game.gameName })}
          onClick={() => startDemo(game)}
        >
          {t('demo_play')}
        </button>
      )}
      {game.isGame === 'GAME' && (
        <button
          type="button"
          className={styles.favourite}
          aria-pressed={favourite}
          aria-label={t('favourite_game', { name: game.gameName })}
          onClick={() => onToggleFavourite(game, !favourite)}
        >
          <Icon name="heart" size={18} fill={favourite ? 'currentColor' : 'none'} />
        </button>
      )}
    </li>
  );
}

/** The shape of a game tile while its list loads. */
export function GameCardSkeleton() {
  return (
    <li className={styles.card} aria-hidden="true">
      <span className={`${styles.icon} ${styles.skeleton}`} />
      <span className={`${styles.skeletonLine} ${styles.skeleton}`} />
      <span className={`${styles.skeletonLine} ${styles.skeletonShort} ${styles.skeleton}`} />
    </li>
  );
}
