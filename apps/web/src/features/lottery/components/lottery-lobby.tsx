import type { LotteryMenuGame } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Countdown } from './countdown';
import { DrawResult } from './draw-result';
import styles from './lottery.module.css';

/** The lobby view: every game of the area with its open issue, time to close and last result. */
export function LotteryLobby({ games, basePath }: { games: readonly LotteryMenuGame[]; basePath: string }) {
  const { t } = useTranslation();
  if (games.length === 0) return <p>{t('lt_no_games')}</p>;
  return (
    <ul className={styles.lobby}>
      {games.map((game) => (
        <li key={game.gameCode}>
          <Link to={`${basePath}?gameCode=${encodeURIComponent(game.gameCode)}`} className={styles.lobbyCard}>
            <strong>{game.gameName}</strong>
            <small>
              {t('lt_prize_mode')}: {game.prizeMode}
            </small>
            {game.current && (
              <span>
                {t('lt_issue')} {game.current.issue} · {t('lt_closes_in')}{' '}
                <Countdown to={game.current.closesAt} />
              </span>
            )}
            {game.previous?.result ? (
              <span>
                {t('lt_previous')} {game.previous.issue}:{' '}
                <DrawResult result={game.previous.result as never} compact />
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
