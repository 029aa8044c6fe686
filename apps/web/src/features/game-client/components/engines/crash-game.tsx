import { formatMultiplier, type EngineConfig, type RoundRecord, type RoundRecordOf } from '@app/house-games';
import type { GameSession } from '../../api/provider-api';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { crashAnimationMs, crashShownAt } from '../../lib/crash-animation';
import { parseCrashTarget } from '../../lib/crash-target';
import { stakeSteps } from '../../lib/stakes';
import { GameShell, type BetChoice } from '../game-shell';
import styles from './engines.module.css';

function CrashResult({ record, progress }: { record: RoundRecordOf<'crash'>; progress: number }) {
  const { t } = useTranslation();
  const { crashPoint, target, cashedOut } = record.outcome;
  const shown = crashShownAt(crashPoint, progress);
  const over = progress >= 1;
  const passed = shown >= target;
  // Multipliers on a log scale up to the larger of the target and the crash point.
  const top = Math.log(Math.max(target, crashPoint) / 100);
  const scale = (hundredths: number) => Math.min(100, (100 * Math.log(hundredths / 100)) / top);
  return (
    <div className={styles.crash}>
      <p
        className={`${styles.crashValue} ${over && !cashedOut ? styles.crashed : passed ? styles.cashed : ''}`}
      >
        <span className="visually-hidden">{t('gc_multiplier')} </span>
        {formatMultiplier(shown)}
      </p>
      <div className={styles.crashTrack} aria-hidden="true">
        <span className={styles.crashBar} style={{ width: `${scale(shown)}%` }} />
        <span className={styles.crashTarget} style={{ left: `${scale(target)}%` }} />
      </div>
      {over && (
        <p className={styles.verdict}>
          {cashedOut
            ? t('gc_cashed_out', { target: formatMultiplier(target) })
            : t('gc_crashed', { point: formatMultiplier(crashPoint), target: formatMultiplier(target) })}
        </p>
      )}
      {over && <p className={styles.muted}>{t('gc_crash_point', { point: formatMultiplier(crashPoint) })}</p>}
    </div>
  );
}

const isCrash = (record: RoundRecord): record is RoundRecordOf<'crash'> => record.engine === 'crash';

/** Crash: an auto cash-out target, then the multiplier rises until it crashes. */
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
      </div>
      <p id={hintId} className={styles.muted}>
        {t('gc_target_hint')}
      </p>
    </div>
  );

  return (
    <GameShell
      session={session}
      steps={stakeSteps(engine)}
      engine={{
        playLabel: t('gc_play_crash'),
        options,
        betFor,
        animationMs: (record) => (isCrash(record) ? crashAnimationMs(record.outcome.crashPoint) : 0),
        renderResult: (record, progress) =>
          isCrash(record) ? <CrashResult record={record} progress={progress} /> : null,
      }}
    />
  );
}
