import { formatMoney, parseMinor, type Winner } from '@app/contracts';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '../../../components/feedback';
import { Icon } from '../../../components/icons';
import { currencyFontReady } from '../../../lib/currency-font';
import { useOpenGame, type GameEntry } from '../../../lib/open-game';
import { useSiteConfig } from '../../../lib/site-config';
import { useRankList } from '../api/get-rank-list';
import styles from './winner-board.module.css';

const gameOf = ({ vo }: Winner): GameEntry => ({
  nodeId: vo.nodeId,
  gameName: vo.gameName,
  vassalage: vo.vassalage,
  vendorName: vo.vassalage,
  gameType: vo.gameType,
  gameCode: vo.gameCode,
  isGame: 'GAME',
});

/** The scrolling list only moves when it has this many rows (fewer fit without scrolling). */
const SCROLL_FROM = 5;

/**
 * Winner board (spec section 2): the three biggest wins with their medals, then a scrolling list from
 * rank 4; each row shows the masked name and the amount won, and starts that game when chosen.
 */
export default function WinnerBoard() {
  const { t } = useTranslation();
  const symbol = useSiteConfig().permission.resources.currency.symbol;
  use(currencyFontReady(symbol));
  const openGame = useOpenGame();
  const board = useRankList();
  const amount = (winner: Winner) => formatMoney(parseMinor(winner.vo.winAmount) ?? 0n, symbol);
  const list = board.data ?? [];
  const top = list.slice(0, 3);
  const rest = list.slice(3);
  const scrolling = rest.length >= SCROLL_FROM;

  const row = (winner: Winner, copy = false) => (
    <li key={`${copy ? 'copy-' : ''}${winner.rank}`} className={styles.row}>
      <button
        type="button"
        className={styles.rowButton}
        onClick={() => openGame(gameOf(winner))}
        tabIndex={copy ? -1 : undefined}
      >
        <span className={styles.rank}>{winner.rank}</span>
        <span className={styles.who}>
          <span className={styles.name}>{winner.vo.customerName}</span>
          <span className={styles.game}>{winner.vo.gameName}</span>
        </span>
        <span className={styles.amount}>{amount(winner)}</span>
      </button>
    </li>
  );

  return (
    <section className={styles.board} aria-labelledby="winner-board-title" aria-busy={board.isPending}>
      <h2 id="winner-board-title" className={styles.title}>
        <Icon name="trophy" size={20} />
        {t('winner_board')}
      </h2>
      {board.isError ? (
        <ErrorState error={board.error} onRetry={() => void board.refetch()} />
      ) : board.isPending ? (
        <div className={styles.loading} />
      ) : list.length === 0 ? (
        <EmptyState icon="trophy" title={t('winner_board_empty')} />
      ) : (
        <>
          <ol className={styles.podium}>
            {top.map((winner) => (
              <li key={winner.rank} className={styles.place} data-rank={winner.rank}>
                <button type="button" className={styles.placeButton} onClick={() => openGame(gameOf(winner))}>
                  <span className={styles.medal} aria-label={t('rank_n', { rank: winner.rank })}>
                    <span aria-hidden="true">{winner.rank}</span>
                  </span>
                  <span className={styles.name}>{winner.vo.customerName}</span>
                  <span className={styles.amount}>{amount(winner)}</span>
                  <span className={styles.game}>{winner.vo.gameName}</span>
                </button>
              </li>
            ))}
          </ol>
          {rest.length > 0 && (
            <div className={styles.scroller} data-scrolling={scrolling}>
              <div
                className={styles.track}
                style={scrolling ? { animationDuration: `${rest.length * 2.5}s` } : undefined}
              >
                <ol className={styles.list} start={4}>
                  {rest.map((winner) => row(winner))}
                </ol>
                {scrolling && (
                  <ol className={styles.list} aria-hidden="true" inert>
                    {rest.map((winner) => row(winner, true))}
                  </ol>
                )}
              </div>
            </div>
          )}
        </>
      )}
    </section>
  );
}
