import { useTranslation } from 'react-i18next';
import { stepStake } from '../lib/stakes';
import { minorText } from '../lib/money';
import styles from './game-shell.module.css';

interface StakePickerProps {
  steps: readonly number[];
  stake: number;
  onChange: (stake: number) => void;
  disabled: boolean;
}

/** The stake: a step down, the amount, a step up, and the steps as chips. */
export function StakePicker({ steps, stake, onChange, disabled }: StakePickerProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.stake} disabled={disabled}>
      <legend className={styles.label}>{t('gc_stake')}</legend>
      <div className={styles.stakeRow}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('gc_stake_down')}
          onClick={() => onChange(stepStake(steps, stake, -1))}
          disabled={stake <= (steps[0] ?? stake)}
        >
          −
        </button>
        <output className={styles.stakeAmount} aria-live="polite">
          {minorText(stake)}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('gc_stake_up')}
          onClick={() => onChange(stepStake(steps, stake, 1))}
          disabled={stake >= (steps.at(-1) ?? stake)}
        >
          +
        </button>
      </div>
      <div className={styles.chips}>
        {steps.map((step) => (
          <button
            key={step}
            type="button"
            className={styles.chip}
            aria-pressed={step === stake}
            onClick={() => onChange(step)}
          >
            {minorText(step)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
