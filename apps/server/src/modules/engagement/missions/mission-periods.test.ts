import { describe, expect, it } from 'vitest';
import { periodKeyOf, previousWeekKey, weekKeyOf } from './mission-periods.js';

describe('mission periods', () => {
  it('name days and Monday weeks in the site time zone', () => {
    // 2026-11-29 20:00 UTC is Monday 2026-11-30 02:00 in Dhaka.
    const at = new Date('2026-11-29T20:00:00Z');
    expect(periodKeyOf('daily', at, 'Asia/Dhaka')).toBe('2026-11-30');
    expect(weekKeyOf(at, 'Asia/Dhaka')).toBe('W2026-11-30');
    expect(weekKeyOf(at, 'UTC')).toBe('W2026-11-23');
    expect(previousWeekKey(at, 'Asia/Dhaka')).toBe('W2026-11-23');
    expect(periodKeyOf('once', at, 'UTC')).toBe('once');
  });
});
