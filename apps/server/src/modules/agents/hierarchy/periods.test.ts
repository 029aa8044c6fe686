import { describe, expect, it } from 'vitest';
import {
  dividendPeriodOf,
  localDateOf,
  offsetMinutes,
  presetDays,
  resolvePeriod,
  startOfLocalDay,
} from './periods.js';

describe('agent time zone periods', () => {
  it('starts a Dhaka day at 18:00 UTC of the day before', () => {
    expect(startOfLocalDay('2026-11-10', 'Asia/Dhaka').toISOString()).toBe('2026-11-09T18:00:00.000Z');
    expect(localDateOf(new Date('2026-11-10T17:59:59Z'), 'Asia/Dhaka')).toBe('2026-11-10');
    expect(localDateOf(new Date('2026-11-10T18:00:00Z'), 'Asia/Dhaka')).toBe('2026-11-11');
    expect(offsetMinutes('Asia/Dhaka', new Date())).toBe(360);
  });

  it('follows daylight saving: a London day can last 25 hours', () => {
    const start = startOfLocalDay('2026-10-25', 'Europe/London');
    const end = startOfLocalDay('2026-10-26', 'Europe/London');
    expect(start.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(end.getTime() - start.getTime()).toBe(25 * 3_600_000);
  });

  it('computes presets with weeks starting on Monday', () => {
    // 2026-11-19 is a Thursday.
    expect(presetDays('thisWeek', '2026-11-19')).toEqual({ from: '2026-11-16', to: '2026-11-19' });
    expect(presetDays('lastWeek', '2026-11-19')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(presetDays('lastMonth', '2026-03-05')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetDays('last7Days', '2026-11-19')).toEqual({ from: '2026-11-13', to: '2026-11-19' });
  });

  it('splits dividend periods: semimonthly at the 16th, monthly at month ends', () => {
    expect(dividendPeriodOf('semimonthly', '2026-02-15')).toEqual({
      from: '2026-02-01',
      toExclusive: '2026-02-16',
    });
    expect(dividendPeriodOf('semimonthly', '2026-02-16')).toEqual({
      from: '2026-02-16',
      toExclusive: '2026-03-01',
    });
    expect(dividendPeriodOf('monthly', '2026-12-31')).toEqual({
      from: '2026-12-01',
      toExclusive: '2027-01-01',
    });
    expect(dividendPeriodOf('weekly', '2026-11-22')).toEqual({
      from: '2026-11-16',
      toExclusive: '2026-11-23',
    });
  });

  it('resolves report periods and refuses bad or too long ranges', () => {
    const now = new Date('2026-11-20T20:00:00Z');
    expect(resolvePeriod({}, 'Asia/Dhaka', now)).toMatchObject({ from: '2026-11-21', to: '2026-11-21' });
    expect(resolvePeriod({ from: '2026-11-01' }, 'Asia/Dhaka', now)).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-21',
    });
    expect(() => resolvePeriod({ from: '2026-11-10', to: '2026-11-01' }, 'Asia/Dhaka', now)).toThrow();
    expect(() => resolvePeriod({ from: '2026-01-01', to: '2026-12-01' }, 'Asia/Dhaka', now)).toThrow();
    expect(() => resolvePeriod({ from: '2026-02-30' }, 'Asia/Dhaka', now)).toThrow();
  });
});
