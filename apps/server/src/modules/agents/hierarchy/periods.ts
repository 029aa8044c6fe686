import type { DividendPeriod, PeriodPreset, ResolvedPeriod } from '@app/contracts';
import { keyedError } from '../../../lib/app-errors.js';

/**
 * Calendar arithmetic in an agent's time zone. Local days are 'YYYY-MM-DD' strings; instants are Dates.
 * Offsets come from Intl, so daylight-saving zones work too (a local day is then 23 or 25 hours).
 */

const MAX_RANGE_DAYS = 92;
const DAY_MS = 86_400_000;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    partsFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

function localParts(at: Date, timeZone: string) {
  const parts = partsFormat(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes the zone is ahead of UTC at `at` (Asia/Dhaka: 360). */
export function offsetMinutes(timeZone: string, at: Date): number {
  const p = localParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const dateString = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

function parseDate(date: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day };
}

export function isValidDate(date: string): boolean {
  const { year, month, day } = parseDate(date);
  const utc = new Date(Date.UTC(year, month - 1, day));
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day
  );
}

/** The local calendar day of an instant. */
export function localDateOf(at: Date, timeZone: string): string {
  const p = localParts(at, timeZone);
  return dateString(p.year, p.month, p.day);
}

export function addDays(date: string, days: number): string {
  const { year, month, day } = parseDate(date);
  const utc = new Date(Date.UTC(year, month - 1, day) + days * DAY_MS);
  return dateString(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

const daysBetween = (from: string, to: string): number => {
  const a = parseDate(from);
  const b = parseDate(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
};

/** The instant local midnight of `date` begins. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const { year, month, day } = parseDate(date);
  const wall = Date.UTC(year, month - 1, day);
  let guess = wall - offsetMinutes(timeZone, new Date(wall)) * 60_000;
  guess = wall - offsetMinutes(timeZone, new Date(guess)) * 60_000;
  return new Date(guess);
}

/** ISO weekday of a local date: 1 Monday .. 7 Sunday. */
function weekday(date: string): number {
  const { year, month, day } = parseDate(date);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;
const monthAfter = (date: string) => {
  const { year, month } = parseDate(date);
  return month === 12 ? dateString(year + 1, 1, 1) : dateString(year, month + 1, 1);
};

/** The local days [from, to] a preset covers on `today`. Weeks start on Monday. */
export function presetDays(preset: PeriodPreset, today: string): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisWeek':
      return { from: addDays(today, 1 - weekday(today)), to: today };
    case 'lastWeek': {
      const monday = addDays(today, 1 - weekday(today));
      return { from: addDays(monday, -7), to: addDays(monday, -1) };
    }
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const first = firstOfMonth(today);
      return { from: firstOfMonth(addDays(first, -1)), to: addDays(first, -1) };
    }
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
  }
}

/** Local days [from, to] as instants [startsAt, endsAt), with the zone. */
export function periodOfDays(from: string, to: string, timeZone: string): ResolvedPeriod {
  return {
    from,
    to,
    timeZone,
    startsAt: startOfLocalDay(from, timeZone).toISOString(),
    endsAt: startOfLocalDay(addDays(to, 1), timeZone).toISOString(),
  };
}

/** A report period from a preset or from/to days (default today), at most 92 days; bad input is a 400. */
export function resolvePeriod(
  query: { preset?: PeriodPreset | undefined; from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now = new Date(),
): ResolvedPeriod {
  const today = localDateOf(now, timeZone);
  let days: { from: string; to: string };
  if (query.preset) days = presetDays(query.preset, today);
  else {
    const from = query.from ?? query.to ?? today;
    const to = query.to ?? (query.from ? today : from);
    for (const [field, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (!isValidDate(value)) throw keyedError(400, 'reg_pattern_11', {}, { field });
    }
    days = { from, to };
  }
  const span = daysBetween(days.from, days.to);
  if (span < 0 || span >= MAX_RANGE_DAYS)
    throw keyedError(400, 'records_range_invalid', { days: MAX_RANGE_DAYS });
  return periodOfDays(days.from, days.to, timeZone);
}

/** Every local day of [from, to], oldest first. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The dividend period a local day falls in, as local days [from, toExclusive). */
export function dividendPeriodOf(
  period: DividendPeriod,
  date: string,
): { from: string; toExclusive: string } {
  switch (period) {
    case 'daily':
      return { from: date, toExclusive: addDays(date, 1) };
    case 'weekly': {
      const monday = addDays(date, 1 - weekday(date));
      return { from: monday, toExclusive: addDays(monday, 7) };
    }
    case 'semimonthly': {
      const first = firstOfMonth(date);
      const sixteenth = `${date.slice(0, 8)}16`;
      return date < sixteenth
        ? { from: first, toExclusive: sixteenth }
        : { from: sixteenth, toExclusive: monthAfter(date) };
    }
    case 'monthly':
      return { from: firstOfMonth(date), toExclusive: monthAfter(date) };
  }
}

/** Settlement windows are named by their start in UTC, e.g. '2026-11-19T18:00Z'. */
export const periodKeyOf = (start: Date): string => `${start.toISOString().slice(0, 16)}Z`;
