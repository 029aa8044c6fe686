import {
  formatMultiplier,
  SCRATCH_PRIZES,
  symbolDataUrl,
  type EngineConfig,
  type RoundRecord,
  type RoundRecordOf,
  type SymbolRole,
} from '@app/house-games';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSession } from '../../api/provider-api';
import { gameSound } from '../../lib/game-sound';
import { minorText } from '../../lib/money';
import { stakeSteps } from '../../lib/stakes';
import { GameShell, type BetChoice } from '../game-shell';
import styles from './scratch.module.css';

/** The card's symbols, lowest prize first, drawn with the fruit slot art. */
const SYMBOL_ROLES: readonly SymbolRole[] = ['L4', 'L3', 'L2', 'H3', 'H2', 'H1'];
const symbolUrls = SYMBOL_ROLES.map((role) => symbolDataUrl('fruits', role));
/** The foil comes off by itself after this long if it has not been scratched. */
const FOIL_MS = 15_000;
/** Share of the foil scratched off at which the whole card shows. */
const SCRATCHED_ENOUGH = 0.55;
const GRID = 14;

/**
 * A foil over the card that comes off under the finger (or the mouse); once enough is scratched the
 * round is shown whole.
 */
function Foil({ onScratched, label }: { onScratched: () => void; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const cleared = useRef(new Set<number>());
  const last = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = element.clientWidth * ratio;
    element.height = element.clientHeight * ratio;
    ctx.scale(ratio, ratio);
    const gradient = ctx.createLinearGradient(0, 0, element.clientWidth, element.clientHeight);
    gradient.addColorStop(0, '#b8bec6');
    gradient.addColorStop(0.5, '#e9edf1');
    gradient.addColorStop(1, '#9aa3ad');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, element.clientWidth, element.clientHeight);
    ctx.fillStyle = 'rgba(80,90,100,.55)';
    ctx.font = 'bold 18px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(label, element.clientWidth / 2, element.clientHeight / 2);
  }, [label]);

  const scratch = (x: number, y: number) => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    const radius = Math.max(18, element.clientWidth / 12);
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineCap = 'round';
    ctx.lineWidth = radius * 2;
    ctx.beginPath();
    ctx.moveTo(last.current?.x ?? x, last.current?.y ?? y);
    ctx.lineTo(x, y);
    ctx.stroke();
    last.current = { x, y };
    const cellW = element.clientWidth / GRID;
    const cellH = element.clientHeight / GRID;
    for (let gx = 0; gx < GRID; gx++)
      for (let gy = 0; gy < GRID; gy++)
        if (Math.hypot((gx + 0.5) * cellW - x, (gy + 0.5) * cellH - y) < radius)
          cleared.current.add(gy * GRID + gx);
    if (cleared.current.size / (GRID * GRID) >= SCRATCHED_ENOUGH) onScratched();
  };

  const at = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  return (
    <canvas
      ref={canvas}
      className={styles.foil}
      aria-hidden="true"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        last.current = null;
        const point = at(event);
        scratch(point.x, point.y);
      }}
      onPointerMove={(event) => {
        if (event.buttons === 0 && event.pointerType === 'mouse') return;
        const point = at(event);
        scratch(point.x, point.y);
      }}
      onPointerUp={() => (last.current = null)}
    />
  );
}

function ScratchCard({
  record,
  progress,
  finish,
}: {
  record: RoundRecordOf<'scratch'>;
  progress: number;
  finish: () => void;
}) {
  const { t } = useTranslation();
  const { cells, winSymbol, multiplier } = record.outcome;
  const over = progress >= 1;
  useEffect(() => {
    if (over) (winSymbol !== null ? gameSound.win : gameSound.lose)();
  }, [over, winSymbol]);

  return (
    <div className={styles.ticket}>
      <p className={styles.rule}>{t('gc_scratch_rule')}</p>
      <div className={styles.cardArea}>
        <ul className={styles.grid} aria-label={t('gc_scratch_card')}>
          {cells.map((symbol, cell) => (
            <li key={cell} className={over && symbol === winSymbol ? styles.match : undefined}>
              <img
                src={symbolUrls[symbol]}
                alt={over ? t(`gc_scratch_symbol_${symbol}`) : ''}
                width={100}
                height={100}
              />
            </li>
          ))}
        </ul>
        {!over && <Foil onScratched={finish} label={t('gc_scratch_here')} />}
      </div>
      {over && (
        <p className={styles.verdict}>
          {winSymbol === null
            ? t('gc_scratch_none')
            : t('gc_scratch_won', {
                multiplier: formatMultiplier(multiplier),
                amount: minorText(record.win),
              })}
        </p>
      )}
    </div>
  );
}

/** The prizes: three of a symbol pay its multiple of the stake. */
function PrizeList() {
  const { t } = useTranslation();
  return (
    <ul className={styles.prizes} aria-label={t('gc_scratch_prizes')}>
      {SCRATCH_PRIZES.map((prize, symbol) => (
        <li key={symbol}>
          <img src={symbolUrls[symbol]} alt={t(`gc_scratch_symbol_${symbol}`)} width={28} height={28} />
          <span>×3 = {formatMultiplier(prize)}</span>
        </li>
      ))}
    </ul>
  );
}

const isScratch = (record: RoundRecord): record is RoundRecordOf<'scratch'> => record.engine === 'scratch';

/** Scratch cards: buy a card, scratch the foil off with a finger; three matching symbols win. */
export function ScratchGame({
  session,
  engine,
}: {
  session: GameSession;
  engine: Extract<EngineConfig, { engine: 'scratch' }>;
}) {
  const { t } = useTranslation();
  const betFor = (stake: number): BetChoice => ({ bet: { stake }, total: stake });
  return (
    <GameShell
      session={session}
      steps={stakeSteps(engine)}
      engine={{
        playLabel: t('gc_play_scratch'),
        betFor,
        idle: <p className={styles.rule}>{t('gc_scratch_rule')}</p>,
        board: <PrizeList />,
        animationMs: (record) => (isScratch(record) ? FOIL_MS : 0),
        renderResult: (record, progress, finish) =>
          isScratch(record) ? (
            <ScratchCard
              key={`${record.proof.serverSeedHash}:${record.proof.nonce}`}
              record={record}
              progress={progress}
              finish={finish}
            />
          ) : null,
      }}
    />
  );
}
