import {
  baccaratBetKinds,
  cardView,
  dragonTigerBetKinds,
  roadResultOf,
  type EngineConfig,
  type RoundRecord,
  type RoundRecordOf,
  type TableBetResult,
} from '@app/house-games';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { providerApi, type GameSession } from '../../api/provider-api';
import { gameSound } from '../../lib/game-sound';
import { minorText } from '../../lib/money';
import { stakeSteps } from '../../lib/stakes';
import { cardMotion, tableDeal, type TableEngine } from '../../lib/table-deal';
import { GameShell, type BetChoice } from '../game-shell';
import { RoadMapBoard } from './road-map-board';
import styles from './table.module.css';

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

/** Each card takes this long to fly from the shoe and turn over. */
export const CARD_MS = 520;
/** Bets close this long after the last change of the bets, and the cards are dealt. */
const BETTING_SECONDS = 15;
/** The table's last rounds (every player's) the road maps are drawn from. */
const ROAD_ROUNDS = 100;
const ROAD_REFRESH_MS = 15_000;

/** A card on the felt: flies in from the shoe face down, then turns over. */
function TableCard({
  name,
  motion,
  from,
}: {
  name: string;
  motion: { arrive: number; turn: number };
  /** Which side the shoe is on, seen from the hand: 1 right, -1 left. */
  from: 1 | -1;
}) {
  const card = cardView(name);
  const style: CSSProperties = {
    transform: `translate3d(${(1 - motion.arrive) * 120 * from}px, ${(1 - motion.arrive) * -110}px, 0) rotate(${(1 - motion.arrive) * -25 * from}deg)`,
    opacity: motion.arrive > 0 ? 1 : 0,
  };
  return (
    <span className={styles.cardSlot} style={style}>
      <span className={styles.card3d} style={{ transform: `rotateY(${180 - motion.turn * 180}deg)` }}>
        <span
          className={`${styles.face} ${card.colour === 'red' ? styles.red : styles.black}`}
          role={motion.turn >= 0.5 ? 'img' : undefined}
          aria-label={motion.turn >= 0.5 ? card.text : undefined}
        >
          <span className={styles.rank}>{card.rank}</span>
          <span className={styles.suit}>{card.suit}</span>
        </span>
        <span className={styles.back} aria-hidden="true" />
      </span>
    </span>
  );
}

function TableResult({ record, progress }: { record: RoundRecordOf<TableEngine>; progress: number }) {
  const { t } = useTranslation();
  const { hands, order } = tableDeal(record);
  const over = progress >= 1;
  const turned = order.filter((_, index) => cardMotion(index, order.length, progress).turn >= 1).length;
  const bets: TableBetResult<string>[] = record.outcome.bets;
  const outcome = record.outcome;
  const pairs =
    record.engine === 'baccarat'
      ? { player: record.outcome.playerPair, banker: record.outcome.bankerPair }
      : null;

  const heard = useRef(turned);
  useEffect(() => {
    if (turned > heard.current) gameSound.card();
    heard.current = turned;
  }, [turned]);
  useEffect(() => {
    if (over && progress === 1) (record.win > 0 ? gameSound.win : gameSound.lose)();
  }, [over, progress, record.win]);

  return (
    <div className={styles.felt}>
      <span className={styles.shoe} aria-hidden="true" />
      <div className={styles.hands}>
        {hands.map((hand, h) => {
          const won = over && outcome.result === hand.label;
          const shownTotal = hand.total !== undefined && turned === order.length ? hand.total : null;
          return (
            <div
              key={hand.label}
              className={`${styles.hand} ${styles[hand.label]} ${won ? styles.handWon : ''}`}
            >
              <p className={styles.handName}>
                {t(`gc_spot_${hand.label}`)}
                {shownTotal !== null && <strong className={styles.total}>{shownTotal}</strong>}
                {over && pairs?.[hand.label as 'player' | 'banker'] && (
                  <span className={styles.tag}>{t('gc_pair')}</span>
                )}
              </p>
              <div
                className={styles.cards}
                role="group"
                aria-label={t('gc_cards_of', { hand: t(`gc_spot_${hand.label}`) })}
              >
                {hand.cards.map((card, c) => {
                  const index = order.findIndex(([oh, oc]) => oh === h && oc === c);
                  return (
                    <TableCard
                      key={c}
                      name={card}
                      motion={cardMotion(index, order.length, progress)}
                      from={h === 0 ? 1 : -1}
                    />
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      {over && (
        <div className={styles.verdictBox}>
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
        </div>
      )}
    </div>
  );
}

/** The empty table before the first deal. */
function EmptyTable({ engine }: { engine: TableEngine }) {
  const { t } = useTranslation();
  const labels = engine === 'baccarat' ? ['player', 'banker'] : ['dragon', 'tiger'];
  return (
    <div className={styles.felt}>
      <span className={styles.shoe} aria-hidden="true" />
      <div className={styles.hands}>
        {labels.map((label) => (
          <div key={label} className={`${styles.hand} ${styles[label]}`}>
            <p className={styles.handName}>{t(`gc_spot_${label}`)}</p>
            <div className={styles.cards} />
          </div>
        ))}
      </div>
      <p className={styles.hint}>{t('gc_place_bets')}</p>
    </div>
  );
}

/**
 * The live round's betting time: it runs from the last change of the bets, and when it ends the
 * round is dealt (the form is submitted, as by the Deal button). Dealing by hand stops it.
 */
function BetCountdown({ armedAt, onDisarm }: { armedAt: number | null; onDisarm: () => void }) {
  const { t } = useTranslation();
  const anchor = useRef<HTMLSpanElement>(null);
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) return;
    form.addEventListener('submit', onDisarm);
    return () => form.removeEventListener('submit', onDisarm);
  }, [onDisarm]);
  useEffect(() => {
    if (armedAt === null) return;
    const timer = setInterval(() => {
      const at = performance.now();
      setNow(at);
      if (at - armedAt >= BETTING_SECONDS * 1000) {
        clearInterval(timer);
        anchor.current?.closest('form')?.requestSubmit();
      } else if (BETTING_SECONDS * 1000 - (at - armedAt) <= 3_000) gameSound.tick();
    }, 1000);
    return () => clearInterval(timer);
  }, [armedAt]);
  const left =
    armedAt === null ? BETTING_SECONDS : Math.max(0, Math.ceil(BETTING_SECONDS - (now - armedAt) / 1000));
  return (
    <p className={styles.countdown} role="timer" aria-live="off">
      <span ref={anchor} className={styles.countdownBar}>
        <span style={{ transform: `scaleX(${left / BETTING_SECONDS})` }} />
      </span>
      <span>{armedAt === null ? t('gc_bets_open') : t('gc_bets_close_in', { seconds: left })}</span>
    </p>
  );
}

const isTableRecord = (record: RoundRecord): record is RoundRecordOf<TableEngine> =>
  record.engine === 'baccarat' || record.engine === 'dragon-tiger';

/**
 * Baccarat and dragon tiger: chips on the betting areas (each at the stake), a betting countdown that
 * deals when it ends, the cards dealt from the shoe and turned, and the table's road maps.
 */
export function TableGame({
  session,
  engine,
}: {
  session: GameSession;
  engine: Extract<EngineConfig, { engine: TableEngine }>;
}) {
  const { t } = useTranslation();
  const spots = spotsOf[engine.engine];
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [armedAt, setArmedAt] = useState<number | null>(null);
  const steps = stakeSteps(engine);
  const disarm = useCallback(() => setArmedAt(null), []);
  const api = useMemo(() => providerApi(session.sessionToken), [session.sessionToken]);
  const history = useQuery({
    // Under the shell's history key, so a shown round refreshes the roads too.
    queryKey: ['hp-rounds', session.sessionToken, 'roads'],
    queryFn: ({ signal }) => api.tableResults(ROAD_ROUNDS, signal),
    // Other players' rounds at this table come in too.
    refetchInterval: ROAD_REFRESH_MS,
  });
  const results = useMemo(() => (history.data?.results ?? []).map(roadResultOf), [history.data]);

  const betFor = (stake: number): BetChoice =>
    chosen.length === 0
      ? { problem: t('gc_pick_spot') }
      : {
          bet: Object.fromEntries(chosen.map((spot) => [spot, stake])),
          total: stake * chosen.length,
        };

  /** `at` is the click's time on the performance clock, which the countdown reads. */
  const toggle = (spot: string, at: number) => {
    const on = chosen.includes(spot);
    const next = on ? chosen.filter((s) => s !== spot) : [...chosen, spot];
    gameSound.chip();
    setChosen(next);
    setArmedAt(next.length > 0 ? at : null);
  };

  const options = (
    <>
      <BetCountdown armedAt={armedAt} onDisarm={disarm} />
      <fieldset className={styles.layout}>
        <legend className={styles.legend}>{t('gc_bet_spots')}</legend>
        <div className={`${styles.areas} ${styles[`areas_${engine.engine}`]}`}>
          {spots.map((spot) => {
            const on = chosen.includes(spot);
            return (
              <button
                key={spot}
                type="button"
                className={`${styles.area} ${styles[`area_${spot}`] ?? ''}`}
                aria-pressed={on}
                onClick={(event) => toggle(spot, event.timeStamp)}
              >
                <span className={styles.areaName}>{t(`gc_spot_${spot}`)}</span>
                <span className={styles.areaOdds}>{t('gc_spot_pays', { odds: spotOdds[spot] })}</span>
                {on && <span className={styles.chip} aria-hidden="true" />}
              </button>
            );
          })}
        </div>
      </fieldset>
    </>
  );

  return (
    <GameShell
      session={session}
      steps={steps}
      engine={{
        playLabel: t('gc_play_table'),
        options,
        idle: <EmptyTable engine={engine.engine} />,
        board: <RoadMapBoard engine={engine.engine} results={results} />,
        betFor,
        animationMs: (record) => (isTableRecord(record) ? (tableDeal(record).order.length + 1) * CARD_MS : 0),
        renderResult: (record, progress) =>
          isTableRecord(record) ? <TableResult record={record} progress={progress} /> : null,
      }}
    />
  );
}
