import { CRASH_MAX_TARGET, CRASH_MIN_TARGET } from '@app/house-games';

/** "2", "2.5" or "2.50" -> 250 hundredths; null unless a plain number from 1.01 to 1000.00. */
export function parseCrashTarget(text: string): number | null {
  const match = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths >= CRASH_MIN_TARGET && hundredths <= CRASH_MAX_TARGET ? hundredths : null;
}
