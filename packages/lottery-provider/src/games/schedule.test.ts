import { describe, expect, it } from 'vitest';
import { drawTimesAfter, issueOf, previousDrawTime, scheduleProblem, type GameClock } from './schedule.js';

const dhaka = (schedule: GameClock['schedule']): GameClock => ({ schedule, utcOffsetMinutes: 360 });
const vietnam = (schedule: GameClock['schedule']): GameClock => ({ schedule, utcOffsetMinutes: 420 });

describe('draw schedules', () => {
  it('interval games draw on the local grid and number issues within the local day', () => {
    const clock = dhaka({ kind: 'interval', everySeconds: 180 });
    const times = drawTimesAfter(clock, new Date('2026-11-25T18:01:10Z'), 2); // 00:01:10 in Dhaka
    expect(times.map((t) => t.toISOString())).toEqual([
      '2026-11-25T18:03:00.000Z',
      '2026-11-25T18:06:00.000Z',
    ]);
    expect(issueOf(clock, times[0]!)).toBe('202611260001');
    expect(issueOf(clock, times[1]!)).toBe('202611260002');
    expect(issueOf(clock, new Date('2026-11-25T18:00:00Z'))).toBe('202611250480');
    expect(previousDrawTime(clock, times[1]!)).toEqual(times[0]);
  });

  it('Vietnam North draws at 18:15 Vietnam time every day', () => {
    const clock = vietnam({ kind: 'daily', times: ['18:15'] });
    const [today, tomorrow] = drawTimesAfter(clock, new Date('2026-11-25T10:00:00Z'), 2);
    expect(today!.toISOString()).toBe('2026-11-25T11:15:00.000Z');
    expect(tomorrow!.toISOString()).toBe('2026-11-26T11:15:00.000Z');
    expect(issueOf(clock, today!)).toBe('20261125');
    expect(drawTimesAfter(clock, new Date('2026-11-25T11:15:00Z'), 1)[0]).toEqual(tomorrow);
    expect(previousDrawTime(clock, tomorrow!)).toEqual(today);
  });

  it('weekday and month-day schedules (4D Wed/Sat/Sun, Thai 1st and 16th)', () => {
    const fourD: GameClock = {
      schedule: { kind: 'daily', times: ['19:00'], weekdays: [0, 3, 6] },
      utcOffsetMinutes: 480,
    };
    // 2026-11-25 is a Wednesday.
    expect(drawTimesAfter(fourD, new Date('2026-11-25T12:00:00Z'), 3).map((t) => t.toISOString())).toEqual([
      '2026-11-28T11:00:00.000Z',
      '2026-11-29T11:00:00.000Z',
      '2026-12-02T11:00:00.000Z',
    ]);
    const thai = vietnam({ kind: 'daily', times: ['15:30'], monthDays: [1, 16] });
    expect(drawTimesAfter(thai, new Date('2026-11-25T00:00:00Z'), 2).map((t) => t.toISOString())).toEqual([
      '2026-12-01T08:30:00.000Z',
      '2026-12-16T08:30:00.000Z',
    ]);
  });

  it('refuses intervals that do not divide a day and malformed times', () => {
    expect(scheduleProblem({ kind: 'interval', everySeconds: 70 })).not.toBeNull();
    expect(scheduleProblem({ kind: 'interval', everySeconds: 60 })).toBeNull();
    expect(scheduleProblem({ kind: 'daily', times: ['25:00'] })).not.toBeNull();
  });
});
