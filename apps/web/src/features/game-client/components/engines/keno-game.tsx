import {
  formatMultiplier,
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  type EngineConfig,
  type KenoConfig,
  type RoundRecord,
  type RoundRecordOf,
} from '@app/house-games';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSession } from '../../api/provider-api';
import { gameSound } from '../../lib/game-sound';
import { stakeSteps } from '../../lib/stakes';
import { GameShell, type BetChoice } from '../game-shell';
import styles from './keno.module.css';

/** Each drawn ball shows this long after the one before. */
const BALL_MS = 260;
const numbers = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

/** The board: 40 numbers, the ticket's marked, the drawn ones lit as they come, hits starred. */
function KenoBoard({
  picks,
  drawn,
  onToggle,
}: {
  picks: readonly number[];
  drawn: readonly number[];
  onToggle?: (n: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.board} role="group" aria-label={t('gc_keno_board')}>
      {numbers.map((n) => {
        const picked = picks.includes(n);
        const out = drawn.includes(n);
        return (
          <button
            key={n}
            type="button"
            className={`${styles.number} ${out ? styles.drawn : ''} ${picked && out ? styles.hit : ''}`}
            aria-pressed={picked}
            disabled={!onToggle || (!picked && picks.length >= KENO_MAX_PICKS)}
            onClick={() => onToggle?.(n)}
          >
            {n}
          </button>
        );
      })}
    </div>
  );
}

function KenoResult({ record, progress }: { record: RoundRecordOf<'keno'>; progress: number }) {
  const { t } = useTranslation();
  const { drawn, picks, hits, multiplier } = record.outcome;
  const shown = progress >= 1 ? KENO_DRAWN : Math.floor(progress * (KENO_DRAWN + 1));
  const out = drawn.slice(0, shown);
  const heard = useRef(0);
  useEffect(() => {
    if (shown > heard.current) (picks.includes(drawn[shown - 1]!) ? gameSound.chip : gameSound.tick)();
    heard.current = shown;
  }, [shown, picks, drawn]);
  return (
    <div className={styles.result}>
      <ol className={styles.balls} aria-label={t('gc_keno_drawn')}>
        {out.map((n) => (
          <li key={n} className={picks.includes(n) ? styles.ballHit : undefined}>
            {n}
          </li>
        ))}
      </ol>
      <KenoBoard picks={picks} drawn={out} />
      {progress >= 1 && (
        <p className={styles.verdict}>
          {t('gc_keno_hits', {
            hits: hits.length,
            picks: picks.length,
            multiplier: formatMultiplier(multiplier),
          })}
        </p>
      )}
    </div>
  );
}

/** What the ticket pays by hits, for the number of picks. */
function KenoPays({ config, picks }: { config: KenoConfig; picks: number }) {
  const { t } = useTranslation();
  if (picks === 0) return <p className={styles.muted}>{t('gc_keno_pick_hint', { max: KENO_MAX_PICKS })}</p>;
  const pays = config.pays[picks - 1]!;
  return (
    <ul className={styles.pays} aria-label={t('gc_keno_pays')}>
      {pays.map((pay, hits) =>
        pay > 0 ? (
          <li key={hits}>{t('gc_keno_pay_row', { hits, multiplier: formatMultiplier(pay) })}</li>
        ) : null,
      )}
    </ul>
  );
}

const isKeno = (record: RoundRecord): record is RoundRecordOf<'keno'> => record.engine === 'keno';

/** Keno (bingo): mark 1 to 10 of 40 numbers; 10 are drawn; the hits pay by the ticket's paytable. */
export function KenoGame({
  session,
  engine,
}: {
  session: GameSession;
  engine: Extract<EngineConfig, { engine: 'keno' }>;
}) {
  const { t } = useTranslation();
  const [picks, setPicks] = useState<readonly number[]>([]);
  const toggle = (n: number) =>
    setPicks(picks.includes(n) ? picks.filter((p) => p !== n) : [...picks, n].slice(0, KENO_MAX_PICKS));
  const quickPick = () => {
    const pool = [...numbers];
    const chosen: number[] = [];
    for (let i = 0; i < 5; i++) chosen.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
    setPicks(chosen);
  };

  const betFor = (stake: number): BetChoice =>
    picks.length === 0
      ? { problem: t('gc_keno_pick_some') }
      : { bet: { stake, picks: [...picks] }, total: stake };

  const options = (
    <div className={styles.ticket}>
      <p className={styles.legend}>
        {t('gc_keno_your_numbers', { count: picks.length, max: KENO_MAX_PICKS })}
      </p>
      <KenoBoard picks={picks} drawn={[]} onToggle={toggle} />
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary btn-sm" onClick={quickPick}>
          {t('gc_keno_quick_pick')}
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => setPicks([])}
          disabled={picks.length === 0}
        >
          {t('gc_keno_clear')}
        </button>
      </div>
      <KenoPays config={engine.config} picks={picks.length} />
    </div>
  );

  return (
    <GameShell
      session={session}
      steps={stakeSteps(engine)}
      engine={{
        playLabel: t('gc_play_keno'),
        options,
        betFor,
        animationMs: () => (KENO_DRAWN + 1) * BALL_MS,
        renderResult: (record, progress) =>
          isKeno(record) ? <KenoResult record={record} progress={progress} /> : null,
      }}
    />
  );
}
