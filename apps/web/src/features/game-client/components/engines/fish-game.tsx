import {
  fishTypeById,
  fishTypes,
  type EngineConfig,
  type RoundRecord,
  type RoundRecordOf,
} from '@app/house-games';
import type { GameSession } from '../../api/provider-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stakeSteps } from '../../lib/stakes';
import { GameShell, type BetChoice } from '../game-shell';
import styles from './engines.module.css';

const SHOT_MS = 700;

function FishResult({ record, progress }: { record: RoundRecordOf<'fish'>; progress: number }) {
  const { t } = useTranslation();
  const fish = fishTypeById(record.outcome.fish);
  const name = t(`gc_fish_${fish.id}`);
  const over = progress >= 1;
  const swimAway = over && !record.outcome.caught;
  return (
    <div className={styles.sea}>
      <span
        className={`${styles.fish} ${over && record.outcome.caught ? styles.fishCaught : ''} ${swimAway ? styles.fishGone : ''}`}
        style={{
          background: fish.colour,
          width: `${40 + fish.size * 16}px`,
          height: `${24 + fish.size * 9}px`,
        }}
        role="img"
        aria-label={name}
      />
      <span
        className={styles.shot}
        style={{ width: `${Math.min(100, progress * 100)}%` }}
        aria-hidden="true"
      />
      {over && (
        <p className={styles.verdict}>
          {record.outcome.caught
            ? t('gc_caught', { fish: name, multiplier: record.outcome.multiplier })
            : t('gc_missed', { fish: name })}
        </p>
      )}
    </div>
  );
}

const isFish = (record: RoundRecord): record is RoundRecordOf<'fish'> => record.engine === 'fish';

/** Fishing: choose a fish (a bigger one pays more and is caught less often), then shoot. */
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
    <fieldset className={styles.spots}>
      <legend className={styles.legend}>{t('gc_pick_fish')}</legend>
      {fishTypes.map((fish) => (
        <button
          key={fish.id}
          type="button"
          className={styles.spot}
          aria-pressed={fish.id === chosen}
          onClick={() => setChosen(fish.id)}
        >
          <span className={styles.fishDot} style={{ background: fish.colour }} aria-hidden="true" />
          <span>{t(`gc_fish_${fish.id}`)}</span>
          <span className={styles.spotOdds}>{t('gc_fish_pays', { multiplier: fish.multiplier })}</span>
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
        betFor,
        animationMs: () => SHOT_MS,
        renderResult: (record, progress) =>
          isFish(record) ? <FishResult record={record} progress={progress} /> : null,
      }}
    />
  );
}
