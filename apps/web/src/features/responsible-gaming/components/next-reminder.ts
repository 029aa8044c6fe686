import type { RealityCheck } from '@app/contracts';

/** Milliseconds until the next whole interval since the session started (at least a second). */
export function nextReminderIn(check: RealityCheck, now: number): number | null {
  if (!check.intervalMinutes) return null;
  const interval = check.intervalMinutes * 60_000;
  const elapsed = Math.max(0, now - Date.parse(check.sessionStartedAt));
  return Math.max(1000, interval - (elapsed % interval));
}
