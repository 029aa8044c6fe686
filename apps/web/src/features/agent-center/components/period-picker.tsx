import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons';
import {
  canGoNext,
  checkRange,
  nextRange,
  presetOf,
  presetRange,
  previousRange,
  rangePresets,
  type DayRange,
} from '../lib/periods';
import { count } from '../lib/money';
import styles from './agent-ui.module.css';

const presetKeys = {
  today: 'agent_preset_today',
  yesterday: 'agent_preset_yesterday',
  last7: 'agent_preset_last7',
  last30: 'agent_preset_last30',
} as const;

interface PeriodPickerProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** Today in the agent's time zone. */
  today: string;
  /** The longest window the API answers. */
  maxDays: number;
}

/**
 * A report's period: presets (today, yesterday, last 7 and 30 days), steps of 7 or 30 days back or
 * forward (spec section 9), and two date fields for any window.
 */
export function PeriodPicker({ value, onChange, today, maxDays }: PeriodPickerProps) {
  const { t, i18n } = useTranslation();
  // Day counts in the visitor's digits (Bengali: ৭, ৩০).
  const digits = (days: number) => count(days, i18n.language);
  const groupId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState<DayRange>(value);
  const [error, setError] = useState<string | null>(null);
  const active = presetOf(value, today);

  const apply = (range: DayRange) => {
    setDraft(range);
    setError(null);
    onChange(range);
  };

  const applyDraft = (range: DayRange) => {
    setDraft(range);
    const problem = checkRange(range, today, maxDays);
    setError(problem ? t(problem, { days: digits(maxDays) }) : null);
    if (!problem) onChange(range);
  };

  return (
    <div className={styles.card} role="group" aria-labelledby={groupId}>
      <p id={groupId} className={styles.muted}>
        {t('agent_period')}
      </p>
      <div className={styles.presets}>
        {rangePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.chip}
            aria-pressed={active === preset}
            onClick={() => apply(presetRange(preset, today))}
          >
            {t(presetKeys[preset])}
          </button>
        ))}
      </div>
      <div className={styles.presets}>
        {[7, 30].map((days) => (
          <button
            key={`previous-${days}`}
            type="button"
            className={styles.chip}
            onClick={() => apply(previousRange(value, days))}
          >
            <Icon name="chevronLeft" size={14} />
            {t('agent_previous_days', { days: digits(days) })}
          </button>
        ))}
        {[7, 30].map((days) => (
          <button
            key={`next-${days}`}
            type="button"
            className={styles.chip}
            disabled={!canGoNext(value, today)}
            onClick={() => apply(nextRange(value, days, today))}
          >
            {t('agent_next_days', { days: digits(days) })}
            <Icon name="chevronRight" size={14} />
          </button>
        ))}
      </div>
      <div className={styles.dates}>
        <label className={styles.label}>
          {t('agent_from_date')}
          <input
            type="date"
            className={styles.input}
            value={draft.from}
            max={today}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => applyDraft({ ...draft, from: event.target.value })}
          />
        </label>
        <label className={styles.label}>
          {t('agent_to_date')}
          <input
            type="date"
            className={styles.input}
            value={draft.to}
            max={today}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => applyDraft({ ...draft, to: event.target.value })}
          />
        </label>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
