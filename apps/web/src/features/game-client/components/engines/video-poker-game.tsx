import {
  formatMultiplier,
  videoPokerHands,
  type EngineConfig,
  type RoundRecord,
  type RoundRecordOf,
} from '@app/house-games';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSession } from '../../api/provider-api';
import { gameSound } from '../../lib/game-sound';
import { minorText } from '../../lib/money';
import { stakeSteps } from '../../lib/stakes';
import { GameShell, type BetChoice } from '../game-shell';
import { PlayingCard } from './playing-card';
import styles from './video-poker.module.css';

type PokerRecord = RoundRecordOf<'video-poker'>;
const isPoker = (record: RoundRecord): record is PokerRecord => record.engine === 'video-poker';

/** Each replaced card turns this long after the one before. */
const TURN_MS = 180;

/** An open hand is known by its committed seed's hash (one seed per round). */
const handKey = (record: RoundRecord) => record.proof.serverSeedHash;

/** The holds chosen for an open hand, kept so a reload shows the hand as it was held. */
const holdsKey = (hand: string) => `vpHolds:${hand}`;
function storedHolds(hand: string): number[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(holdsKey(hand)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((n): n is number => Number.isInteger(n) && n >= 0 && n < 5)
      : [];
  } catch {
    return [];
  }
}
function storeHolds(hand: string, holds: number[]): void {
  try {
    sessionStorage.setItem(holdsKey(hand), JSON.stringify(holds));
  } catch {
    // storage unavailable: the holds are kept until the page closes
  }
}

function DealtHand({
  record,
  holds,
  onToggle,
}: {
  record: PokerRecord;
  holds: number[];
  onToggle: (position: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.hand}>
      <p className={styles.hint}>{t('gc_vp_hold_hint')}</p>
      <ul className={styles.cards} aria-label={t('gc_vp_dealt')}>
        {record.outcome.dealt.map((name, position) => {
          const held = holds.includes(position);
          return (
            <li key={position}>
              <button
                type="button"
                className={held ? `${styles.cardButton} ${styles.held}` : styles.cardButton}
                aria-pressed={held}
                data-testid={`vp-card-${position}`}
                onClick={() => onToggle(position)}
              >
                <span className={styles.holdTag}>{held ? t('gc_vp_held') : '\u00a0'}</span>
                <PlayingCard name={name} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function DrawnHand({ record, progress }: { record: PokerRecord; progress: number }) {
  const { t } = useTranslation();
  const { dealt, final, holds, hand, multiplier } = record.outcome;
  const replaced = final.map((_, position) => !holds.includes(position));
  const order = replaced.map((isNew, position) =>
    isNew ? replaced.slice(0, position).filter(Boolean).length : -1,
  );
  const count = replaced.filter(Boolean).length;
  const over = progress >= 1;
  useEffect(() => {
    if (over) (hand !== null ? gameSound.win : gameSound.lose)();
  }, [over, hand]);
  return (
    <div className={styles.hand}>
      <ul className={styles.cards} aria-label={t('gc_vp_final')}>
        {final.map((name, position) => {
          const turned = !replaced[position] || progress * count > order[position]!;
          return (
            <li key={position} className={holds.includes(position) ? styles.keptSlot : undefined}>
              <span className={styles.holdTag}>{holds.includes(position) ? t('gc_vp_held') : '\u00a0'}</span>
              <PlayingCard name={turned ? name : dealt[position]!} faceDown={!turned} />
            </li>
          );
        })}
      </ul>
      {over && (
        <p className={styles.verdict} data-testid="vp-hand">
          {hand === null
            ? t('gc_vp_no_hand')
            : t('gc_vp_won', {
                hand: t(`gc_vp_hand_${hand}`),
                multiplier: formatMultiplier(multiplier),
                amount: minorText(record.win),
              })}
        </p>
      )}
    </div>
  );
}

/** The pay table, the winning row lit once the hand is shown. */
function PayTable({ pays, hand }: { pays: Record<string, number>; hand: string | null }) {
  const { t } = useTranslation();
  return (
    <table className={styles.pays} aria-label={t('gc_vp_pays')}>
      <tbody>
        {videoPokerHands.map((name) => (
          <tr key={name} className={name === hand ? styles.payHit : undefined}>
            <th scope="row">{t(`gc_vp_hand_${name}`)}</th>
            <td>{formatMultiplier(pays[name]!)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Video poker, jacks or better: deal (the bet), tap cards to hold them, draw (the win). The dealt hand
 * stays open on the server between the two, so a reload comes back to it.
 */
export function VideoPokerGame({
  session,
  engine,
}: {
  session: GameSession;
  engine: Extract<EngineConfig, { engine: 'video-poker' }>;
}) {
  const { t } = useTranslation();
  const [openHand, setOpenHand] = useState<string | null>(() =>
    session.openRound ? handKey(session.openRound.round) : null,
  );
  const [holds, setHolds] = useState<number[]>(() => (openHand ? storedHolds(openHand) : []));
  const [lastHand, setLastHand] = useState<string | null>(null);
  const holdsOf = (hand: string) => (hand === openHand ? holds : []);

  const toggle = (hand: string, position: number) => {
    const base = holdsOf(hand);
    const next = base.includes(position)
      ? base.filter((held) => held !== position)
      : [...base, position].sort((a, b) => a - b);
    setOpenHand(hand);
    setHolds(next);
    storeHolds(hand, next);
  };

  const betFor = (stake: number): BetChoice => ({ bet: { stake }, total: stake });
  return (
    <GameShell
      session={session}
      steps={stakeSteps(engine)}
      engine={{
        playLabel: t('gc_play_vp_deal'),
        betFor,
        finish: {
          label: t('gc_play_vp_draw'),
          call: async (api, open) => {
            const result = await api.draw(open.roundId, holdsOf(handKey(open.round)));
            if (isPoker(result.round)) setLastHand(result.round.outcome.hand);
            return result;
          },
        },
        idle: <p className={styles.hint}>{t('gc_vp_rule')}</p>,
        board: <PayTable pays={engine.config.pays} hand={lastHand} />,
        animationMs: (record) => (isPoker(record) && record.outcome.final.length > 0 ? 5 * TURN_MS + 200 : 0),
        renderResult: (record, progress) => {
          if (!isPoker(record)) return null;
          if (record.outcome.final.length === 0) {
            const hand = handKey(record);
            return (
              <DealtHand
                record={record}
                holds={holdsOf(hand)}
                onToggle={(position) => toggle(hand, position)}
              />
            );
          }
          return <DrawnHand record={record} progress={progress} />;
        },
      }}
    />
  );
}
