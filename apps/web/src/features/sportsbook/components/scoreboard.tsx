import type { SbFixture } from '@app/sportsbook-provider/client-api';
import { useTranslation } from 'react-i18next';
import styles from './sportsbook.module.css';

/** Live score and clock, or the start time of a match not yet begun. */
export function Scoreboard({ fixture }: { fixture: SbFixture }) {
  const { t, i18n } = useTranslation();
  if (fixture.status === 'scheduled') {
    const start = new Date(fixture.startAt).toLocaleString(i18n.language, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    return <p className={styles.start}>{start}</p>;
  }
  const board = fixture.scoreboard;
  return (
    <p className={styles.score} aria-live="polite">
      {fixture.status === 'live' && <span className={styles.liveDot}>{t('sb_live')}</span>}
      <strong>
        {board?.home ?? ''} – {board?.away ?? ''}
      </strong>
      {board?.clock && <span className={styles.clock}>{board.clock}</span>}
      {board?.detail && <span className={styles.detail}>{board.detail}</span>}
    </p>
  );
}
