import { zonedDay } from './time-zone';

/**
 * Report windows in whole calendar days of the agent's time zone, both ends included, as
 * "yyyy-MM-dd" strings (what the agent APIs take). Spec section 9's date presets step a window of 7
 * or 30 days back (previous) or forward (next), never past today.
 */
export interface DayRange {
  from: string;
  to: string;
}

export const rangePresets = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof rangePresets)[number];

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over into March: a real day reads back the same.
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The day `days` calendar days after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days in the window, ends included. */
export function rangeLength(range: DayRange): number {
  return (
    Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1
  );
}

export function presetRange(preset: RangePreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/** The preset a window is, if any (to highlight it). */
export function presetOf(range: DayRange, today: string): RangePreset | undefined {
  return rangePresets.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/** The agent's today in its time zone. */
export function todayIn(timeZone: string, now: Date): string {
  return zonedDay(timeZone, now);
}

/** The `days` days just before the window. */
export function previousRange(range: DayRange, days: number): DayRange {
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The `days` days just after the window; a window that would run past today ends today. */
export function nextRange(range: DayRange, days: number, today: string): DayRange {
  const to = addDays(range.to, days);
  if (to <= today) return { from: addDays(range.to, 1), to };
  return { from: addDays(today, -(days - 1)), to: today };
}

export function canGoNext(range: DayRange, today: string): boolean {
  return range.to < today;
}

/**
 * A window typed in by hand: both days valid, in order, not in the future and at most `maxDays`
 * long; else the reason as a message key.
 */
export function checkRange(range: DayRange, today: string, maxDays: number): string | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'agent_range_invalid';
  if (range.from > range.to) return 'agent_range_order';
  if (range.to > today) return 'agent_range_future';
  if (rangeLength(range) > maxDays) return 'agent_range_too_long';
  return null;
}
