import {
  crashDurationMs,
  crashMultiplierAt,
  formatMultiplier,
  type EngineConfig,
  type RoundRecord,
  type RoundRecordOf,
} from '@app/house-games';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { providerApi, type GameSession } from '../../api/provider-api';
import { crashAnimationMs, crashShownAt } from '../../lib/crash-animation';
import { parseCrashTarget } from '../../lib/crash-target';
import { gameSound } from '../../lib/game-sound';
import { stakeSteps } from '../../lib/stakes';
import { useCanvas, type Draw } from '../../lib/use-canvas';
import { GameShell, type BetChoice } from '../game-shell';
import { CrashLiveBets } from './crash-live-bets';
import styles from './crash.module.css';

const QUICK_TARGETS = ['1.50', '2.00', '5.00', '10.00'] as const;
/** Crash points of the player's last rounds shown above the curve. */
const RECENT_POINTS = 12;

/**
 * The rising curve on a canvas: the multiplier over time up to `shown`, the cash-out line at the
 * target, the point where it cashed out, and the crash.
 */
function curveDrawing(shown: number, target: number, over: boolean, cashedOut: boolean): Draw {
  return (ctx, width, height) => {
    const pad = { left: 40, right: 16, top: 16, bottom: 24 };
    const elapsed = crashDurationMs(shown);
    const spanMs = Math.max(4_000, elapsed * 1.15);
    const top = Math.max(200, shown * 1.25, Math.min(target * 1.1, shown * 2.5));
    const x = (ms: number) => pad.left + (ms / spanMs) * (width - pad.left - pad.right);
    const y = (hundredths: number) =>
      height - pad.bottom - ((hundredths - 100) / (top - 100)) * (height - pad.top - pad.bottom);

    ctx.strokeStyle = 'rgba(255,255,255,.12)';
    ctx.fillStyle = 'rgba(255,255,255,.55)';
    ctx.font = '11px system-ui, sans-serif';
    ctx.lineWidth = 1;
    for (let i = 0; i <= 4; i++) {
      const value = 100 + ((top - 100) * i) / 4;
      ctx.beginPath();
      ctx.moveTo(pad.left, y(value));
      ctx.lineTo(width - pad.right, y(value));
      ctx.stroke();
      ctx.fillText(`${(value / 100).toFixed(1)}×`, 4, y(value) + 4);
    }

    if (target <= top) {
      ctx.setLineDash([6, 5]);
      ctx.strokeStyle = '#3ecf8e';
      ctx.beginPath();
      ctx.moveTo(pad.left, y(target));
      ctx.lineTo(width - pad.right, y(target));
      ctx.stroke();
      ctx.setLineDash([]);
    }

    const steps = 60;
    const colour = over && !cashedOut ? '#ff4d4f' : '#ffb020';
    ctx.beginPath();
    ctx.moveTo(x(0), y(100));
    for (let i = 1; i <= steps; i++) {
      const ms = (elapsed * i) / steps;
      ctx.lineTo(x(ms), y(Math.min(shown, crashMultiplierAt(ms))));
    }
    const headX = x(elapsed);
    const headY = y(shown);
    ctx.lineTo(headX, height - pad.bottom);
    ctx.closePath();
    const fill = ctx.createLinearGradient(0, pad.top, 0, height - pad.bottom);
    fill.addColorStop(0, over && !cashedOut ? 'rgba(255,77,79,.45)' : 'rgba(255,176,32,.45)');
    fill.addColorStop(1, 'rgba(255,176,32,0)');
    ctx.fillStyle = fill;
    ctx.fill();

    ctx.beginPath();
    ctx.moveTo(x(0), y(100));
    for (let i = 1; i <= steps; i++) {
      const ms = (elapsed * i) / steps;
      ctx.lineTo(x(ms), y(Math.min(shown, crashMultiplierAt(ms))));
    }
    ctx.strokeStyle = colour;
    ctx.lineWidth = 4;
    ctx.lineCap = 'round';
    ctx.stroke();

    if (shown >= target) {
      ctx.fillStyle = '#3ecf8e';
      ctx.beginPath();
      ctx.arc(x(crashDurationMs(target)), y(target), 6, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(headX, headY, over && !cashedOut ? 9 : 7, 0, Math.PI * 2);
    ctx.fill();
  };
}

function CrashResult({ record, progress }: { record: RoundRecordOf<'crash'>; progress: number }) {
  const { t } = useTranslation();
  const { crashPoint, target, cashedOut } = record.outcome;
  const shown = crashShownAt(crashPoint, progress);
  const over = progress >= 1;
  const passed = shown >= target;
  const draw = useMemo(() => curveDrawing(shown, target, over, cashedOut), [shown, target, over, cashedOut]);
  const canvas = useCanvas(draw);

  useEffect(() => {
    if (passed) gameSound.win();
  }, [passed]);
  useEffect(() => {
    if (over && !cashedOut) gameSound.crash();
  }, [over, cashedOut]);

  return (
    <div className={styles.crash}>
      <canvas ref={canvas} className={styles.canvas} aria-hidden="true" />
      <p className={`${styles.value} ${over && !cashedOut ? styles.crashed : passed ? styles.cashed : ''}`}>
        <span className="visually-hidden">{t('gc_multiplier')} </span>
        {formatMultiplier(shown)}
      </p>
      {passed && (
        <p className={styles.cashBadge}>{t('gc_cashed_out', { target: formatMultiplier(target) })}</p>
      )}
      {over && (
        <p className={styles.verdict}>
          {cashedOut
            ? t('gc_crash_point', { point: formatMultiplier(crashPoint) })
            : t('gc_crashed', { point: formatMultiplier(crashPoint), target: formatMultiplier(target) })}
        </p>
      )}
    </div>
  );
}

/** The empty sky before the first round. */
function IdleCurve() {
  const { t } = useTranslation();
  const draw = useCallback<Draw>(
    (ctx, width, height) => curveDrawing(100, 200, false, false)(ctx, width, height, 0),
    [],
  );
  const canvas = useCanvas(draw);
  return (
    <div className={styles.crash}>
      <canvas ref={canvas} className={styles.canvas} aria-hidden="true" />
      <p className={styles.value}>{formatMultiplier(100)}</p>
      <p className={styles.verdict}>{t('gc_crash_ready')}</p>
    </div>
  );
}

const isCrash = (record: RoundRecord): record is RoundRecordOf<'crash'> => record.engine === 'crash';

/**
 * Crash: an auto cash-out target, then the multiplier rises along its curve until it crashes; the
 * crash points of the last rounds and the other players' bets under it.
 */
export function CrashGame({
  session,
  engine,
}: {
  session: GameSession;
  engine: Extract<EngineConfig, { engine: 'crash' }>;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('2.00');
  const target = parseCrashTarget(text);
  const api = useMemo(() => providerApi(session.sessionToken), [session.sessionToken]);
  const recent = useQuery({
    queryKey: ['hp-rounds', session.sessionToken, 'recent-points'],
    queryFn: ({ signal }) => api.rounds(RECENT_POINTS, null, signal),
  });
  const points = (recent.data?.rounds ?? []).flatMap((round) =>
    round.summary.engine === 'crash' ? [round.summary.crashPoint] : [],
  );

  const betFor = (stake: number): BetChoice =>
    target === null ? { problem: t('gc_target_invalid') } : { bet: { stake, target }, total: stake };

  const options = (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.legend}>
        {t('gc_target')}
      </label>
      <div className={styles.targetRow}>
        <input
          id={inputId}
          className={styles.input}
          inputMode="decimal"
          value={text}
          aria-invalid={target === null}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <span aria-hidden="true">×</span>
        {QUICK_TARGETS.map((quick) => (
          <button
            key={quick}
            type="button"
            className={styles.quick}
            aria-pressed={text === quick}
            onClick={() => setText(quick)}
          >
            {quick}×
          </button>
        ))}
      </div>
      <p id={hintId} className={styles.muted}>
        {t('gc_target_hint')}
      </p>
    </div>
  );

  const board = (
    <>
      {points.length > 0 && (
        <ol className={styles.points} aria-label={t('gc_recent_points')}>
          {points.map((point, index) => (
            <li key={index} className={point >= 200 ? styles.high : styles.low}>
              {formatMultiplier(point)}
            </li>
          ))}
        </ol>
      )}
      <CrashLiveBets api={api} />
    </>
  );

  return (
    <GameShell
      session={session}
      steps={stakeSteps(engine)}
      engine={{
        playLabel: t('gc_play_crash'),
        options,
        board,
        idle: <IdleCurve />,
        betFor,
        animationMs: (record) => (isCrash(record) ? crashAnimationMs(record.outcome.crashPoint) : 0),
        renderResult: (record, progress) =>
          isCrash(record) ? <CrashResult record={record} progress={progress} /> : null,
      }}
    />
  );
}
