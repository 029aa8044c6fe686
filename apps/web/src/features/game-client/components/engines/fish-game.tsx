import {
  fishTypeById,
  fishTypes,
  type EngineConfig,
  type FishType,
  type RoundRecord,
  type RoundRecordOf,
} from '@app/house-games';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSession } from '../../api/provider-api';
import { useMediaQuery } from '../../../../lib/use-media-query';
import { gameSound } from '../../lib/game-sound';
import { stakeSteps } from '../../lib/stakes';
import { useCanvas, type Draw } from '../../lib/use-canvas';
import { GameShell, type BetChoice } from '../game-shell';
import styles from './fish.module.css';

const SHOT_MS = 1_400;

/** Where a swimming fish of the school is at `now` (ms): across the sea and back, bobbing. */
function swimmer(index: number, width: number, height: number, now: number) {
  const speed = 0.02 + (index % 4) * 0.012;
  const span = width + 160;
  const travelled = (now * speed + index * 137) % (span * 2);
  const rightward = travelled < span;
  const x = rightward ? travelled - 80 : span * 2 - travelled - 80;
  const lane = ((index * 0.37) % 1) * (height - 110) + 30;
  return { x, y: lane + Math.sin(now / 700 + index) * 8, facing: rightward ? 1 : -1 };
}

function drawFish(
  ctx: CanvasRenderingContext2D,
  fish: FishType,
  x: number,
  y: number,
  facing: number,
  options: { alpha?: number; spin?: number; scale?: number; ring?: boolean } = {},
) {
  const length = (22 + fish.size * 9) * (options.scale ?? 1);
  const body = length * 0.45;
  ctx.save();
  ctx.globalAlpha = options.alpha ?? 1;
  ctx.translate(x, y);
  ctx.rotate(options.spin ?? 0);
  ctx.scale(facing, 1);
  ctx.fillStyle = fish.colour;
  ctx.beginPath();
  ctx.moveTo(-length * 0.55, 0);
  ctx.lineTo(-length * 0.95, -body * 0.8);
  ctx.lineTo(-length * 0.95, body * 0.8);
  ctx.closePath();
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(0, 0, length * 0.62, body, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,.35)';
  ctx.beginPath();
  ctx.ellipse(length * 0.05, -body * 0.35, length * 0.35, body * 0.3, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.beginPath();
  ctx.arc(length * 0.35, -body * 0.2, Math.max(2.5, body * 0.22), 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#111';
  ctx.beginPath();
  ctx.arc(length * 0.38, -body * 0.2, Math.max(1.3, body * 0.11), 0, Math.PI * 2);
  ctx.fill();
  if (options.ring) {
    ctx.strokeStyle = '#ffd23f';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.ellipse(0, 0, length * 0.8, body * 1.5, 0, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.restore();
}

interface Shot {
  record: RoundRecordOf<'fish'>;
  progress: number;
}

/**
 * The sea: the school swimming, the cannon at the bottom; during a shot the chosen fish holds still,
 * the bullet flies, the net opens, and the fish is caught (coins rise) or darts away.
 */
function seaDrawing(chosen: string, shot: Shot | null, reduced: boolean): Draw {
  return (ctx, width, height, clock) => {
    const now = reduced ? 0 : clock;
    const sea = ctx.createLinearGradient(0, 0, 0, height);
    sea.addColorStop(0, '#0d5b8f');
    sea.addColorStop(1, '#04213a');
    ctx.fillStyle = sea;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = 'rgba(255,255,255,.06)';
    for (let i = 0; i < 5; i++) {
      ctx.beginPath();
      ctx.ellipse(((now / 40 + i * 200) % (width + 200)) - 100, 20 + i * 9, 90, 6, 0, 0, Math.PI * 2);
      ctx.fill();
    }

    const target = shot ? fishTypeById(shot.record.outcome.fish) : null;
    fishTypes.forEach((fish, index) => {
      if (target && fish.id === target.id) return;
      const at = swimmer(index, width, height, now);
      drawFish(ctx, fish, at.x, at.y, at.facing, {
        alpha: target ? 0.55 : 1,
        ring: !target && fish.id === chosen,
      });
    });

    const cannon = { x: width / 2, y: height - 12 };
    if (shot && target) {
      const p = shot.progress;
      const caught = shot.record.outcome.caught;
      const spot = { x: width * 0.62, y: height * 0.38 };
      const away = p > 0.6 && !caught ? (p - 0.6) / 0.4 : 0;
      const fishX = spot.x + away * (width * 0.6);
      const spin = p > 0.6 && caught ? (p - 0.6) * 14 : 0;
      const alpha = p > 0.6 && caught ? Math.max(0, 1 - (p - 0.6) / 0.4) : 1;
      drawFish(ctx, target, fishX, spot.y, 1, { spin, alpha, scale: 1.4 });
      if (p < 0.4) {
        const q = p / 0.4;
        ctx.fillStyle = '#ffd23f';
        ctx.beginPath();
        ctx.arc(cannon.x + (spot.x - cannon.x) * q, cannon.y + (spot.y - cannon.y) * q, 6, 0, Math.PI * 2);
        ctx.fill();
      } else if (p < 0.75) {
        const q = (p - 0.4) / 0.35;
        ctx.strokeStyle = `rgba(255,255,255,${1 - q * 0.7})`;
        ctx.lineWidth = 2;
        for (let ring = 1; ring <= 3; ring++) {
          ctx.beginPath();
          ctx.arc(spot.x, spot.y, q * 26 * ring, 0, Math.PI * 2);
          ctx.stroke();
        }
      }
      if (p > 0.6 && caught) {
        const q = (p - 0.6) / 0.4;
        ctx.fillStyle = '#ffd23f';
        for (let coin = 0; coin < 8; coin++) {
          const angle = (coin / 8) * Math.PI * 2;
          ctx.beginPath();
          ctx.arc(
            spot.x + Math.cos(angle) * q * 50,
            spot.y - q * 40 + Math.sin(angle) * q * 30,
            5,
            0,
            Math.PI * 2,
          );
          ctx.fill();
        }
        ctx.font = 'bold 26px system-ui, sans-serif';
        ctx.textAlign = 'center';
        ctx.fillText(`${target.multiplier}×`, spot.x, spot.y - 30 - q * 30);
      }
    }

    ctx.fillStyle = '#c9a227';
    ctx.beginPath();
    ctx.arc(cannon.x, cannon.y + 6, 22, Math.PI, 0);
    ctx.fill();
    ctx.fillStyle = '#8a6d12';
    ctx.fillRect(cannon.x - 6, cannon.y - 30, 12, 30);
  };
}

function Sea({
  chosen,
  shot,
  onPick,
}: {
  chosen: string;
  shot: Shot | null;
  onPick?: (fish: string) => void;
}) {
  const { t } = useTranslation();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  // Under reduced motion the sea stands still: drawn on changes only, not every frame.
  const canvas = useCanvas(seaDrawing(chosen, shot, reduced), !reduced);
  const outcome = shot?.record.outcome;
  const over = shot !== null && shot.progress >= 1;
  const name = outcome ? t(`gc_fish_${outcome.fish}`) : '';

  useEffect(() => {
    if (shot && shot.progress > 0 && shot.progress < 0.1) gameSound.shot();
  }, [shot]);
  useEffect(() => {
    if (over && outcome) (outcome.caught ? gameSound.win : gameSound.lose)();
  }, [over, outcome]);

  return (
    <div className={styles.sea}>
      <canvas
        ref={canvas}
        className={styles.canvas}
        role="img"
        aria-label={t('gc_sea')}
        onClick={(event) => {
          if (!onPick || (shot && shot.progress < 1)) return;
          const box = event.currentTarget.getBoundingClientRect();
          const x = event.clientX - box.left;
          const y = event.clientY - box.top;
          const now = reduced ? 0 : performance.now();
          const nearest = fishTypes
            .map((fish, index) => ({ fish, at: swimmer(index, box.width, box.height, now) }))
            .sort((a, b) => Math.hypot(a.at.x - x, a.at.y - y) - Math.hypot(b.at.x - x, b.at.y - y))[0];
          if (nearest) onPick(nearest.fish.id);
        }}
      />
      {over && outcome && (
        <p className={styles.verdict}>
          {outcome.caught
            ? t('gc_caught', { fish: name, multiplier: outcome.multiplier })
            : t('gc_missed', { fish: name })}
        </p>
      )}
    </div>
  );
}

const isFish = (record: RoundRecord): record is RoundRecordOf<'fish'> => record.engine === 'fish';

/** Fishing: choose a fish (tap it in the sea or in the list; a bigger one pays more and is caught less often), then shoot. */
export function FishGame({
  session,
  engine,
}: {
  session: GameSession;
  engine: Extract<EngineConfig, { engine: 'fish' }>;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(fishTypes[0]!.id);

  const betFor = (stake: number): BetChoice => ({ bet: { stake, fish: chosen }, total: stake });

  const options = (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t('gc_pick_fish')}</legend>
      {fishTypes.map((fish) => (
        <button
          key={fish.id}
          type="button"
          className={styles.choice}
          aria-pressed={fish.id === chosen}
          onClick={() => setChosen(fish.id)}
        >
          <span className={styles.dot} style={{ background: fish.colour }} aria-hidden="true" />
          <span>{t(`gc_fish_${fish.id}`)}</span>
          <span className={styles.pays}>{t('gc_fish_pays', { multiplier: fish.multiplier })}</span>
        </button>
      ))}
    </fieldset>
  );

  return (
    <GameShell
      session={session}
      steps={stakeSteps(engine)}
      engine={{
        playLabel: t('gc_play_fish'),
        options,
        idle: <Sea chosen={chosen} shot={null} onPick={setChosen} />,
        betFor,
        animationMs: () => SHOT_MS,
        renderResult: (record, progress) =>
          isFish(record) ? (
            <Sea chosen={chosen} shot={{ record, progress }} onPick={progress >= 1 ? setChosen : undefined} />
          ) : null,
      }}
    />
  );
}
