import { zoneOffsetMinutes } from './time-zone';
import { clockOf } from '../../../lib/format';

const isLocalMidnight = (at: Date, timeZone: string) =>
  (at.getTime() + zoneOffsetMinutes(timeZone, at) * 60_000) % 86_400_000 === 0;

/**
 * A settled period [start, end) as people read it, in the agent's zone: "Nov 20, 2026" for one
 * whole day, "Nov 16 – 22, 2026" for whole days, "Nov 21, 2026, 11:10 – 11:15 AM" for part of a day.
 */
export function formatPeriod(startIso: string, endIso: string, language: string, timeZone: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return `${startIso} – ${endIso}`;
  const wholeDays = isLocalMidnight(start, timeZone) && isLocalMidnight(end, timeZone);
  const options: Intl.DateTimeFormatOptions = wholeDays
    ? { dateStyle: 'medium', timeZone }
    : { dateStyle: 'medium', timeStyle: 'short', timeZone, ...clockOf(language) };
  const last = wholeDays ? new Date(end.getTime() - 1) : end;
  try {
    return new Intl.DateTimeFormat(language, options).formatRange(start, last);
  } catch {
    return `${start.toISOString()} – ${end.toISOString()}`;
  }
}
