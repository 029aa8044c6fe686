import { useTranslation } from 'react-i18next';
import { canGoNext, lastDayOf, nextRange, previousRange, type DayRange } from '../lib/date-presets';
import styles from './date-preset-bar.module.css';

interface DatePresetBarProps {
  range: DayRange;
  onChange: (range: DayRange) => void;
  /** The site's time zone: windows are whole days there. */
  timeZone: string;
}

/**
 * The date presets of the record pages (spec section 9: next or previous 7 and 30 days), stepping a
 * window of whole days that never runs past today, and the window it shows.
 */
export function DatePresetBar({ range, onChange, timeZone }: DatePresetBarProps) {
  const { t, i18n } = useTranslation();
  const hasNext = canGoNext(range, timeZone, new Date());
  const day = (date: Date) => formatDay(date, i18n.language, timeZone);
  return (
    <>
      <div className={styles.presets} role="group" aria-label={t('date_presets')}>
        <button type="button" onClick={() => onChange(previousRange(timeZone, range, 30))}>
          {t('previous_30_days')}
        </button>
        <button type="button" onClick={() => onChange(previousRange(timeZone, range, 7))}>
          {t('previous_7_days')}
        </button>
        <button
          type="button"
          disabled={!hasNext}
          onClick={() => onChange(nextRange(timeZone, range, 7, new Date()))}
        >
          {t('next_7_days')}
        </button>
        <button
          type="button"
          disabled={!hasNext}
          onClick={() => onChange(nextRange(timeZone, range, 30, new Date()))}
        >
          {t('next_30_days')}
        </button>
      </div>
      <p className={styles.range} aria-live="polite">
        {t('date_range', { from: day(range.start), to: day(lastDayOf(range)) })}
      </p>
    </>
  );
}

function formatDay(date: Date, locale: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}
