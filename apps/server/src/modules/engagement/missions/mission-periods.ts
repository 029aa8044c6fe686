import type { MissionPeriod } from '@app/contracts';
import { addDays, isValidTimeZone, localDateOf } from '../../agents/hierarchy/periods.js';

/**
 * Mission periods in the site's time zone: a day ('2026-11-25'), a week named by its Monday
 * ('W2026-11-23'), or 'once' for one-off missions. The leaderboard runs by week.
 */

const FALLBACK_TIME_ZONE = 'Asia/Dhaka';
export const safeTimeZone = (timeZone: string): string =>
  isValidTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE;

/** ISO weekday of a 'YYYY-MM-DD' date: 1 Monday .. 7 Sunday. */
function weekday(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

export function weekKeyOf(now: Date, timeZone: string): string {
  const today = localDateOf(now, timeZone);
  return `W${addDays(today, 1 - weekday(today))}`;
}

export function previousWeekKey(now: Date, timeZone: string): string {
  return `W${addDays(weekKeyOf(now, timeZone).slice(1), -7)}`;
}

export function periodKeyOf(period: MissionPeriod, now: Date, timeZone: string): string {
  if (period === 'daily') return localDateOf(now, timeZone);
  if (period === 'weekly') return weekKeyOf(now, timeZone);
  return 'once';
}
