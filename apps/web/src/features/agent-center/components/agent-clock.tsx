import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gmtOffset } from '../lib/time-zone';
import styles from './agent-center-layout.module.css';

function formatClock(language: string, timeZone: string, at: Date): string {
  try {
    return new Intl.DateTimeFormat(language, {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    }).format(at);
  } catch {
    return at.toISOString().slice(0, 19).replace('T', ' ');
  }
}

/** The agent header's live clock in the agent's time zone with its GMT offset; ticks every second (spec 9). */
export function AgentClock({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className={styles.clock}>
      <span className="visually-hidden">{t('current_time')}</span>
      <span className={styles.offset}>{gmtOffset(timeZone, now)}</span>
      <time dateTime={now.toISOString()}>{formatClock(i18n.language, timeZone, now)}</time>
    </p>
  );
}
