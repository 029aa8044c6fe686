import { cardView } from '@app/house-games';
import styles from './engines.module.css';

/** A card from a round record ("TH"), or its back while still being dealt. */
export function PlayingCard({ name, faceDown = false }: { name: string; faceDown?: boolean }) {
  if (faceDown) return <span className={`${styles.card} ${styles.cardBack}`} aria-hidden="true" />;
  const card = cardView(name);
  return (
    <span
      className={`${styles.card} ${card.colour === 'red' ? styles.red : styles.black}`}
      role="img"
      aria-label={card.text}
    >
      <span className={styles.cardRank}>{card.rank}</span>
      <span className={styles.cardSuit}>{card.suit}</span>
    </span>
  );
}
