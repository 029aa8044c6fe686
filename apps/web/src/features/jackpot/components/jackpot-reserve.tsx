import styles from './jackpot-reserve.module.css';

/** The ticker's room while it loads: it takes the same space, so the page below does not jump. */
export function JackpotReserve() {
  return <div className={styles.reserve} aria-hidden="true" />;
}
