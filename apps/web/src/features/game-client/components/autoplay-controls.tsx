import { parseMinor } from '@app/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { autoplayRoundChoices, type AutoplayPlan, type AutoplayState } from '../lib/autoplay';
import styles from './autoplay-controls.module.css';

/** An optional amount in minor units: empty is no limit, null is unreadable. */
function limitOf(text: string): number | null | undefined {
  if (text.trim() === '') return undefined;
  const minor = parseMinor(text.trim());
  return minor === null || minor <= 0n ? null : Number(minor);
}

interface AutoplayControlsProps {
  running: AutoplayState | null;
  turbo: boolean;
  disabled: boolean;
  onTurbo: (on: boolean) => void;
  onStart: (plan: AutoplayPlan) => void;
  onStop: () => void;
}

/** Turbo, and autoplay with its stop conditions (rounds, loss limit, single-win limit). */
export function AutoplayControls({
  running,
  turbo,
  disabled,
  onTurbo,
  onStart,
  onStop,
}: AutoplayControlsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [rounds, setRounds] = useState<number>(autoplayRoundChoices[0]);
  const [loss, setLoss] = useState('');
  const [win, setWin] = useState('');
  const lossLimit = limitOf(loss);
  const winLimit = limitOf(win);
  const invalid = lossLimit === null || winLimit === null;

  return (
    <div className={styles.autoplay}>
      <div className={styles.row}>
        <button type="button" className={styles.toggle} aria-pressed={turbo} onClick={() => onTurbo(!turbo)}>
          {t('gc_turbo')}
        </button>
        {running ? (
          <button type="button" className={`${styles.toggle} ${styles.stop}`} onClick={onStop}>
            {t('gc_autoplay_stop', { count: running.left })}
          </button>
        ) : (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            disabled={disabled}
            onClick={() => setOpen(!open)}
          >
            {t('gc_autoplay')}
          </button>
        )}
      </div>
      {open && !running && (
        <fieldset id={`${id}-panel`} className={styles.panel}>
          <legend className={styles.legend}>{t('gc_autoplay_rounds')}</legend>
          <div className={styles.choices}>
            {autoplayRoundChoices.map((count) => (
              <button
                key={count}
                type="button"
                className={styles.choice}
                aria-pressed={count === rounds}
                onClick={() => setRounds(count)}
              >
                {count}
              </button>
            ))}
          </div>
          <label className={styles.field}>
            <span>{t('gc_autoplay_loss')}</span>
            <input
              className={styles.input}
              inputMode="decimal"
              value={loss}
              placeholder={t('gc_autoplay_no_limit')}
              aria-invalid={lossLimit === null}
              onChange={(event) => setLoss(event.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span>{t('gc_autoplay_win')}</span>
            <input
              className={styles.input}
              inputMode="decimal"
              value={win}
              placeholder={t('gc_autoplay_no_limit')}
              aria-invalid={winLimit === null}
              onChange={(event) => setWin(event.target.value)}
            />
          </label>
          {invalid && <p className={styles.problem}>{t('gc_autoplay_invalid')}</p>}
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={disabled || invalid}
            onClick={() => {
              if (lossLimit === null || winLimit === null) return;
              setOpen(false);
              onStart({ rounds, lossLimit: lossLimit ?? null, winLimit: winLimit ?? null });
            }}
          >
            {t('gc_autoplay_start', { count: rounds })}
          </button>
        </fieldset>
      )}
    </div>
  );
}
