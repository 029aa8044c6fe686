/**
 * Date windows of the record pages (account records, betting record, profit and loss), in whole days of the site's time zone: [start, end) with
 * `end` exclusive at a midnight. The presets step a window of 7 or 30 days back (previous) or forward
 * (next), never past today.
 */
export interface DayRange {
  /** Inclusive start, a midnight in the site time zone. */
  start: Date;
  /** Exclusive end, a midnight in the site time zone. */
  end: Date;
}

const DAY_MS = 86_400_000;

/** Minutes the zone is ahead of UTC at an instant ("GMT+06:00" -> 360). */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
    if (!match) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return 0;
  }
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The calendar day an instant falls on in the zone. */
function dayOf(timeZone: string, at: Date): CalendarDay {
  const local = new Date(at.getTime() + zoneOffsetMinutes(timeZone, at) * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/** Midnight at the start of a calendar day (days may overflow: day 32 is the next month). */
function midnight(timeZone: string, { year, month, day }: CalendarDay): Date {
  const utc = Date.UTC(year, month, day);
  const first = new Date(utc - zoneOffsetMinutes(timeZone, new Date(utc)) * 60_000);
  // Near an offset change the offset at the guess may differ: correct once.
  return new Date(utc - zoneOffsetMinutes(timeZone, first) * 60_000);
}

/** The midnight `days` calendar days after the midnight `from` (negative: before). */
export function addDays(timeZone: string, from: Date, days: number): Date {
  const day = dayOf(timeZone, new Date(from.getTime() + DAY_MS / 2));
  return midnight(timeZone, { ...day, day: day.day + days });
}

/** The end of today (tomorrow's midnight) in the zone. */
export function endOfToday(timeZone: string, now: Date): Date {
  return midnight(timeZone, { ...dayOf(timeZone, now), day: dayOf(timeZone, now).day + 1 });
}

/** The last `days` days up to and including today. */
export function latestRange(timeZone: string, now: Date, days = 7): DayRange {
  const end = endOfToday(timeZone, now);
  return { start: addDays(timeZone, end, -days), end };
}

/** The `days` days just before the window. */
export function previousRange(timeZone: string, range: DayRange, days: number): DayRange {
  return { start: addDays(timeZone, range.start, -days), end: range.start };
}

/** The `days` days just after the window, kept from running past today (then it ends today). */
export function nextRange(timeZone: string, range: DayRange, days: number, now: Date): DayRange {
  const today = endOfToday(timeZone, now);
  const end = addDays(timeZone, range.end, days);
  if (end.getTime() <= today.getTime()) return { start: range.end, end };
  return { start: addDays(timeZone, today, -days), end: today };
}

export function canGoNext(range: DayRange, timeZone: string, now: Date): boolean {
  return range.end.getTime() < endOfToday(timeZone, now).getTime();
}

/** "2026-11-21T00:00:00+06:00": an instant as the zone's wall time with its offset (the API's form). */
export function toZonedIso(timeZone: string, at: Date): string {
  const offset = zoneOffsetMinutes(timeZone, at);
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${local}${sign}${hh}:${mm}`;
}

/** The last day inside the window (its end is exclusive). */
export function lastDayOf(range: DayRange): Date {
  return new Date(range.end.getTime() - 1);
}

/** The window as calendar dates of the zone, both inclusive ({ from: "2026-11-15", to: "2026-11-21" }). */
export function calendarDates(timeZone: string, range: DayRange): { from: string; to: string } {
  const date = (at: Date) => toZonedIso(timeZone, at).slice(0, 10);
  return { from: date(range.start), to: date(addDays(timeZone, range.end, -1)) };
}
