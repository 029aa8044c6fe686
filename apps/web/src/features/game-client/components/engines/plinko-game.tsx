import {
  formatMultiplier,
  PLINKO_ROWS,
  type EngineConfig,
  type PlinkoConfig,
  type RoundRecord,
  type RoundRecordOf,
} from '@app/house-games';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSession } from '../../api/provider-api';
import { gameSound } from '../../lib/game-sound';
import { stakeSteps } from '../../lib/stakes';
import { useCanvas, type Draw } from '../../lib/use-canvas';
import { GameShell, type BetChoice } from '../game-shell';
import styles from './plinko.module.css';

const DROP_MS = 2_600;

/** A slot's colour: hot at the edges (high pays), cool in the middle. */
function slotColour(pay: number): string {
  if (pay >= 1_000) return '#ff3d5a';
  if (pay >= 300) return '#ff7a2f';
  if (pay >= 150) return '#ffb020';
  if (pay >= 100) return '#e6d200';
  return '#4dabf7';
}

/**
 * Where the ball is at a progress (0 to 1) along its path: it falls row by row, bouncing half a peg
 * gap left or right at each; in peg units (x: 0 is the centre, y: rows from the top).
 */
export function ballAt(path: readonly number[], progress: number): { x: number; y: number } {
  const rows = path.length;
  const at = Math.min(rows, progress * rows);
  const row = Math.floor(at);
  const within = at - row;
  const x = path.slice(0, row).reduce((sum, step) => sum + (step === 1 ? 0.5 : -0.5), 0);
  if (row >= rows) return { x, y: rows };
  const step = path[row] === 1 ? 0.5 : -0.5;
  // A little hop over the peg, then down.
  return { x: x + step * within, y: row + within - Math.sin(within * Math.PI) * 0.35 };
}

function boardDrawing(
  config: PlinkoConfig,
  ball: { x: number; y: number } | null,
  landed: number | null,
): Draw {
  return (ctx, width, height) => {
    const slotHeight = 26;
    const gap = Math.min((width - 16) / (PLINKO_ROWS + 2), (height - slotHeight - 24) / (PLINKO_ROWS + 0.5));
    const centre = width / 2;
    const top = 16;
    const toX = (x: number) => centre + x * gap;
    const toY = (y: number) => top + y * gap;
    ctx.fillStyle = '#0f1b3d';
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = '#e6ecff';
    for (let row = 1; row <= PLINKO_ROWS; row++) {
      for (let peg = 0; peg <= row; peg++) {
        ctx.beginPath();
        ctx.arc(toX(peg - row / 2), toY(row), Math.max(2, gap * 0.1), 0, Math.PI * 2);
        ctx.fill();
      }
    }
    const slotsY = toY(PLINKO_ROWS) + gap * 0.45;
    ctx.font = `bold ${Math.max(8, Math.min(12, gap * 0.34))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    config.pays.forEach((pay, slot) => {
      const x = toX(slot - PLINKO_ROWS / 2);
      ctx.fillStyle = slotColour(pay);
      ctx.globalAlpha = landed === null || landed === slot ? 1 : 0.55;
      ctx.beginPath();
      ctx.roundRect(x - gap * 0.46, slotsY, gap * 0.92, slotHeight, 5);
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.fillStyle = '#111';
      ctx.fillText(`${(pay / 100).toFixed(pay >= 1_000 ? 0 : 1)}`, x, slotsY + slotHeight * 0.66);
    });
    if (ball) {
      ctx.fillStyle = '#ff4fa3';
      ctx.shadowColor = '#ff4fa3';
      ctx.shadowBlur = 12;
      ctx.beginPath();
      ctx.arc(toX(ball.x), toY(ball.y) - gap * 0.3, Math.max(4, gap * 0.22), 0, Math.PI * 2);
      ctx.fill();
      ctx.shadowBlur = 0;
    }
  };
}

function PlinkoBoard({
  config,
  record,
  progress,
}: {
  config: PlinkoConfig;
  record: RoundRecordOf<'plinko'> | null;
  progress: number;
}) {
  const { t } = useTranslation();
  const ball = record ? ballAt(record.outcome.path, progress) : null;
  const over = record !== null && progress >= 1;
  const landed = over ? record.outcome.slot : null;
  const draw = useMemo(
    () => boardDrawing(config, record ? ballAt(record.outcome.path, progress) : null, landed),
    [config, record, progress, landed],
  );
  const canvas = useCanvas(draw);
  const row = ball ? Math.floor(ball.y) : 0;
  const heard = useRef(row);
  useEffect(() => {
    if (row > heard.current) gameSound.tick();
    heard.current = row;
  }, [row]);
  useEffect(() => {
    if (over) (record.win >= record.stake ? gameSound.win : gameSound.lose)();
  }, [over, record]);
  return (
    <div className={styles.plinko}>
      <canvas ref={canvas} className={styles.canvas} role="img" aria-label={t('gc_plinko_board')} />
      {over && (
        <p className={styles.verdict}>
          {t('gc_plinko_landed', { multiplier: formatMultiplier(record.outcome.multiplier) })}
        </p>
      )}
    </div>
  );
}

const isPlinko = (record: RoundRecord): record is RoundRecordOf<'plinko'> => record.engine === 'plinko';

/** Plinko (arcade): a ball bounces down 12 rows of pegs into a slot that pays its multiple. */
export function PlinkoGame({
  session,
  engine,
}: {
  session: GameSession;
  engine: Extract<EngineConfig, { engine: 'plinko' }>;
}) {
  const { t } = useTranslation();
  const betFor = (stake: number): BetChoice => ({ bet: { stake }, total: stake });
  return (
    <GameShell
      session={session}
      steps={stakeSteps(engine)}
      engine={{
        playLabel: t('gc_play_plinko'),
        autoplay: true,
        betFor,
        idle: <PlinkoBoard config={engine.config} record={null} progress={0} />,
        animationMs: () => DROP_MS,
        renderResult: (record, progress) =>
          isPlinko(record) ? (
            <PlinkoBoard config={engine.config} record={record} progress={progress} />
          ) : null,
      }}
    />
  );
}
