/**
 * When a game draws. Interval games draw every `everySeconds` (a divisor of a day, counted from local
 * midnight); daily games at local times on some weekdays (0 = Sunday) or days of the month. "Local" is
 * the game's UTC offset (Vietnam +07:00, Bangladesh +06:00, Malaysia +08:00; none of them has daylight
 * saving time).
 */
export type Schedule =
  | { kind: 'interval'; everySeconds: number }
  | { kind: 'daily'; times: string[]; weekdays?: number[]; monthDays?: number[] };

export interface GameClock {
  schedule: Schedule;
  utcOffsetMinutes: number;
}

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const localDate = (local: Date) =>
  `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}`;

export function scheduleProblem(schedule: Schedule): string | null {
  if (schedule.kind === 'interval') {
    const every = schedule.everySeconds;
    return Number.isInteger(every) && every >= 10 && 86_400 % every === 0
      ? null
      : 'the interval must be at least 10 seconds and divide a day';
  }
  if (
    schedule.times.length === 0 ||
    !schedule.times.every((t) => /^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(t))
  ) {
    return 'times look like 18:15';
  }
  if (schedule.weekdays?.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) return 'weekdays are 0 to 6';
  if (schedule.monthDays?.some((d) => !Number.isInteger(d) || d < 1 || d > 31)) return 'days are 1 to 31';
  return null;
}

/** The next `count` draw times strictly after `after`. */
export function drawTimesAfter(clock: GameClock, after: Date, count: number): Date[] {
  const offsetMs = clock.utcOffsetMinutes * 60_000;
  const { schedule } = clock;
  const times: Date[] = [];
  if (schedule.kind === 'interval') {
    const step = schedule.everySeconds * 1000;
    let next = Math.floor((after.getTime() + offsetMs) / step) * step + step;
    while (times.length < count) {
      times.push(new Date(next - offsetMs));
      next += step;
    }
    return times;
  }
  const minutes = [...schedule.times].sort().map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)));
  const firstDay = Math.floor((after.getTime() + offsetMs) / DAY_MS) * DAY_MS;
  for (let day = firstDay; times.length < count && day < firstDay + 400 * DAY_MS; day += DAY_MS) {
    const local = new Date(day);
    if (schedule.weekdays && !schedule.weekdays.includes(local.getUTCDay())) continue;
    if (schedule.monthDays && !schedule.monthDays.includes(local.getUTCDate())) continue;
    for (const minute of minutes) {
      const at = day + minute * 60_000 - offsetMs;
      if (at > after.getTime() && times.length < count) times.push(new Date(at));
    }
  }
  return times;
}

/** The draw before `drawAt` (when betting on it opens); for the first ever, one period earlier. */
export function previousDrawTime(clock: GameClock, drawAt: Date): Date {
  const { schedule } = clock;
  if (schedule.kind === 'interval') return new Date(drawAt.getTime() - schedule.everySeconds * 1000);
  // Daily games: look back up to 400 days for the latest draw time before this one.
  const from = new Date(drawAt.getTime() - 400 * DAY_MS);
  const candidates = drawTimesAfter(clock, from, 1_000).filter((t) => t < drawAt);
  return candidates.at(-1) ?? new Date(drawAt.getTime() - DAY_MS);
}

/**
 * The issue (period) number: the local date, then for interval games the draw's number within the day
 * (0001 at the first interval after midnight), for daily games with several times the local time.
 */
export function issueOf(clock: GameClock, drawAt: Date): string {
  const local = new Date(drawAt.getTime() + clock.utcOffsetMinutes * 60_000);
  const { schedule } = clock;
  if (schedule.kind === 'interval') {
    const secondOfDay = local.getUTCHours() * 3600 + local.getUTCMinutes() * 60 + local.getUTCSeconds();
    // Midnight ends the last period of the previous day.
    if (secondOfDay === 0) {
      const dayBefore = new Date(local.getTime() - DAY_MS);
      return `${localDate(dayBefore)}${pad(86_400 / schedule.everySeconds, 4)}`;
    }
    return `${localDate(local)}${pad(secondOfDay / schedule.everySeconds, 4)}`;
  }
  const time = schedule.times.length > 1 ? `${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}` : '';
  return `${localDate(local)}${time}`;
}
