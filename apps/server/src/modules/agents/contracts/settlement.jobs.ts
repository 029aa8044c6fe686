import type { DividendTerms } from '@app/contracts';
import {
  addDays,
  dividendPeriodOf,
  localDateOf,
  periodKeyOf,
  startOfLocalDay,
} from '../hierarchy/periods.js';
import { everyMinutes, type JobDefinition } from '../../platform/jobs/job-runner.js';
import { getSetting } from '../../platform/system/system.service.js';
import { settleDue, type Period } from './settlement.service.js';

/**
 * The settlement jobs. Each run settles the last few completed periods that are still unsettled, so a
 * period missed while no server ran (or whose run failed) is paid by a later run; the payout rows and
 * journal event keys make sure none is paid twice.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const windowAt = (start: Date, lengthMs: number): Period => ({
  key: periodKeyOf(start),
  start,
  end: new Date(start.getTime() + lengthMs),
});

/**
 * The whole windows of `lengthMs` (aligned to the epoch) that ended by `now`, from the one after
 * `lastEnd` (or the last `fallback` windows when nothing was settled yet), at most `max` of them, oldest first.
 */
export function windowsSince(
  now: Date,
  lengthMs: number,
  lastEnd: Date | null,
  options: { fallback: number; max: number },
): Period[] {
  const current = Math.floor(now.getTime() / lengthMs) * lengthMs;
  const missed = lastEnd ? Math.floor((current - lastEnd.getTime()) / lengthMs) : options.fallback;
  const count = Math.max(0, Math.min(missed, options.max));
  return Array.from({ length: count }, (_, index) =>
    windowAt(new Date(current - (count - index) * lengthMs), lengthMs),
  );
}

/** The window of `lengthMs` an instant falls in. */
export const windowOf = (at: Date, lengthMs: number): Period =>
  windowAt(new Date(Math.floor(at.getTime() / lengthMs) * lengthMs), lengthMs);

/** A local day of the zone as a settlement period. */
export function dayPeriod(date: string, timeZone: string): Period {
  const start = startOfLocalDay(date, timeZone);
  return { key: periodKeyOf(start), start, end: startOfLocalDay(addDays(date, 1), timeZone) };
}

/** The dividend period (daily, weekly, semimonthly, monthly) containing a local day. */
export function dividendPeriod(terms: DividendTerms, date: string, timeZone: string): Period {
  const days = dividendPeriodOf(terms.period, date);
  const start = startOfLocalDay(days.from, timeZone);
  return { key: periodKeyOf(start), start, end: startOfLocalDay(days.toExclusive, timeZone) };
}

export const REALTIME_WINDOW_MS = 5 * MINUTE;

/** Real-time salary every 5 minutes; hourly salary, daily salary and dividends checked every hour. */
export function contractSettlementJobs(): JobDefinition[] {
  return [
    {
      name: 'agent-realtime-salary',
      periodOf: everyMinutes(5),
      // Catches up to a day of windows missed while no server ran.
      run: ({ trx, now }) =>
        settleDue(trx, 'realtime_salary', now, DAY, (_contract, lastEnd) =>
          windowsSince(now, REALTIME_WINDOW_MS, lastEnd, { fallback: 1, max: DAY / REALTIME_WINDOW_MS }),
        ),
    },
    {
      name: 'agent-hourly-salary',
      periodOf: everyMinutes(60),
      run: ({ trx, now }) =>
        settleDue(trx, 'hourly_salary', now, 2 * DAY, (_contract, lastEnd) =>
          windowsSince(now, HOUR, lastEnd, { fallback: 1, max: 48 }),
        ),
    },
    {
      name: 'agent-daily-salary',
      periodOf: everyMinutes(60),
      async run({ trx, now }) {
        const zone = (await getSetting(trx, 'resources')).timeZone;
        return settleDue(trx, 'daily_salary', now, 8 * DAY, (contract) => {
          const timeZone = contract.time_zone ?? zone;
          const today = localDateOf(now, timeZone);
          // The last week of days; the settled ones are skipped.
          return Array.from({ length: 7 }, (_, index) => dayPeriod(addDays(today, index - 7), timeZone));
        });
      },
    },
    {
      name: 'agent-dividend',
      periodOf: everyMinutes(60),
      async run({ trx, now }) {
        const zone = (await getSetting(trx, 'resources')).timeZone;
        return settleDue(trx, 'dividend', now, 40 * DAY, (contract) => {
          const timeZone = contract.time_zone ?? zone;
          const terms = contract.terms as DividendTerms;
          const last = dividendPeriod(terms, addDays(localDateOf(now, timeZone), -1), timeZone);
          const before = dividendPeriod(terms, addDays(localDateOf(last.start, timeZone), -1), timeZone);
          return [before, last];
        });
      },
    },
  ];
}
