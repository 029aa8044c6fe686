import { describe, expect, it } from 'vitest';
import { nextReminderIn } from './next-reminder';

const check = (intervalMinutes: number | null, startedMinutesAgo: number, now: number) => ({
  intervalMinutes,
  sessionStartedAt: new Date(now - startedMinutesAgo * 60_000).toISOString(),
  minutesPlayed: startedMinutesAgo,
  staked: '0.00',
  won: '0.00',
  net: '0.00',
});

describe('nextReminderIn', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  it('waits for the next whole interval since the session started', () => {
    expect(nextReminderIn(check(30, 10, now), now)).toBe(20 * 60_000);
    expect(nextReminderIn(check(30, 45, now), now)).toBe(15 * 60_000);
  });
  it('is off without an interval, and never fires at once', () => {
    expect(nextReminderIn(check(null, 10, now), now)).toBeNull();
    expect(nextReminderIn(check(30, 30, now), now)).toBe(30 * 60_000);
  });
});
