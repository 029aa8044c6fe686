import {
  baccaratBetKinds,
  dragonTigerBetKinds,
  type EngineConfig,
  type RoundRecord,
  type RoundRecordOf,
  type TableBetResult,
} from '@app/house-games';
import type { GameSession } from '../../api/provider-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minorText } from '../../lib/money';
import { stakeSteps } from '../../lib/stakes';
import { tableDeal, type TableEngine } from '../../lib/table-deal';
import { GameShell, type BetChoice } from '../game-shell';
import styles from './engines.module.css';
import { PlayingCard } from './playing-card';

const spotsOf: Record<TableEngine, readonly string[]> = {
  baccarat: baccaratBetKinds,
  'dragon-tiger': dragonTigerBetKinds,
};

/** What each spot pays (house-games baccarat/pays.ts and dragon-tiger/pays.ts). */
const spotOdds: Record<string, string> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
  dragon: '1:1',
  tiger: '1:1',
};

/** A card turns this often while dealing. */
const CARD_MS = 280;

function TableResult({ record, progress }: { record: RoundRecordOf<TableEngine>; progress: number }) {
  const { t } = useTranslation();
  const { hands, order } = tableDeal(record);
  const dealt = progress >= 1 ? order.length : Math.floor(progress * (order.length + 1));
  const isDealt = (hand: number, card: number) =>
    order.findIndex(([h, c]) => h === hand && c === card) < dealt;
  const bets: TableBetResult<string>[] = record.outcome.bets;
  const outcome = record.outcome;
  const pairs =
    record.engine === 'baccarat'
      ? { player: record.outcome.playerPair, banker: record.outcome.bankerPair }
      : null;

  return (
    <div className={styles.table}>
      <div className={styles.hands}>
        {hands.map((hand, h) => (
          <div
            key={hand.label}
            className={`${styles.hand} ${progress >= 1 && outcome.result === hand.label ? styles.handWon : ''}`}
          >
            <p className={styles.handName}>
              {t(`gc_spot_${hand.label}`)}
              {progress >= 1 && hand.total !== undefined && <strong> {hand.total}</strong>}
              {progress >= 1 && pairs?.[hand.label as 'player' | 'banker'] && (
                <span className={styles.tag}>{t('gc_pair')}</span>
              )}
            </p>
            <div
              className={styles.cards}
              role="group"
              aria-label={t('gc_cards_of', { hand: t(`gc_spot_${hand.label}`) })}
            >
              {hand.cards.map((card, c) => (
                <PlayingCard key={c} name={card} faceDown={!isDealt(h, c)} />
              ))}
            </div>
          </div>
        ))}
      </div>
      {progress >= 1 && (
        <>
          <p className={styles.verdict}>{t(`gc_result_${outcome.result}`)}</p>
          <ul className={styles.betResults}>
            {bets.map((bet) => (
              <li key={bet.kind} className={bet.win > 0 ? styles.good : undefined}>
                {bet.win > 0
                  ? t('gc_bet_won', { spot: t(`gc_spot_${bet.kind}`), amount: minorText(bet.win) })
                  : t('gc_bet_lost', { spot: t(`gc_spot_${bet.kind}`) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

const isTableRecord = (record: RoundRecord): record is RoundRecordOf<TableEngine> =>
  record.engine === 'baccarat' || record.engine === 'dragon-tiger';

/** Baccarat and dragon tiger: pick one or more spots (each at the stake), then the deal. */
export function TableGame({
  session,
  engine,
}: {
  session: GameSession;
  engine: Extract<EngineConfig, { engine: TableEngine }>;
}) {
  const { t } = useTranslation();
  const spots = spotsOf[engine.engine];
  const [chosen, setChosen] = useState<readonly string[]>(() => [spots[0]!]);
  const steps = stakeSteps(engine);

  const betFor = (stake: number): BetChoice =>
    chosen.length === 0
      ? { problem: t('gc_pick_spot') }
      : {
          bet: Object.fromEntries(chosen.map((spot) => [spot, stake])),
          total: stake * chosen.length,
        };

  const options = (
    <fieldset className={styles.spots}>
      <legend className={styles.legend}>{t('gc_bet_spots')}</legend>
      {spots.map((spot) => {
        const on = chosen.includes(spot);
        return (
          <button
            key={spot}
            type="button"
            className={styles.spot}
            aria-pressed={on}
            onClick={() => setChosen(on ? chosen.filter((s) => s !== spot) : [...chosen, spot])}
          >
            <span>{t(`gc_spot_${spot}`)}</span>
            <span className={styles.spotOdds}>{t('gc_spot_pays', { odds: spotOdds[spot] })}</span>
          </button>
        );
      })}
    </fieldset>
  );

  return (
    <GameShell
      session={session}
      steps={steps}
      engine={{
        playLabel: t('gc_play_table'),
        options,
        betFor,
        animationMs: (record) => (isTableRecord(record) ? (tableDeal(record).order.length + 1) * CARD_MS : 0),
        renderResult: (record, progress) =>
          isTableRecord(record) ? <TableResult record={record} progress={progress} /> : null,
      }}
    />
  );
}
