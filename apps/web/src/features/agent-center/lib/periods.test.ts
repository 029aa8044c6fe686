import { describe, expect, it } from 'vitest';
import {
  addDays,
  canGoNext,
  checkRange,
  nextRange,
  presetOf,
  presetRange,
  previousRange,
  rangeLength,
  todayIn,
} from './periods';

const today = '2026-11-21';

describe('report periods', () => {
  it('counts calendar days across months and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(rangeLength({ from: '2026-11-15', to: '2026-11-21' })).toBe(7);
  });

  it('builds the presets ending today, ends included', () => {
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(presetRange('last7', today)).toEqual({ from: '2026-11-15', to: today });
    expect(presetRange('last30', today)).toEqual({ from: '2026-10-23', to: today });
    expect(presetOf({ from: '2026-11-15', to: today }, today)).toBe('last7');
    expect(presetOf({ from: '2026-11-14', to: today }, today)).toBeUndefined();
  });

  it('steps 7 or 30 days back and forward, never past today', () => {
    const week = presetRange('last7', today);
    const before = previousRange(week, 7);
    expect(before).toEqual({ from: '2026-11-08', to: '2026-11-14' });
    expect(nextRange(before, 7, today)).toEqual(week);
    expect(previousRange(week, 30)).toEqual({ from: '2026-10-16', to: '2026-11-14' });
    // Forward from a window ending 3 days ago: 7 more days would pass today, so it ends today.
    expect(nextRange({ from: '2026-11-12', to: '2026-11-18' }, 7, today)).toEqual(week);
    expect(canGoNext(week, today)).toBe(false);
    expect(canGoNext(before, today)).toBe(true);
  });

  it("takes today in the agent's time zone", () => {
    const lateUtc = new Date('2026-11-21T19:00:00Z');
    expect(todayIn('Asia/Dhaka', lateUtc)).toBe('2026-11-22');
    expect(todayIn('UTC', lateUtc)).toBe('2026-11-21');
  });

  it('refuses typed windows that are malformed, reversed, in the future or too long', () => {
    expect(checkRange({ from: '2026-11-01', to: today }, today, 92)).toBeNull();
    expect(checkRange({ from: '2026-02-30', to: today }, today, 92)).toBe('agent_range_invalid');
    expect(checkRange({ from: '', to: today }, today, 92)).toBe('agent_range_invalid');
    expect(checkRange({ from: today, to: '2026-11-01' }, today, 92)).toBe('agent_range_order');
    expect(checkRange({ from: today, to: '2026-11-22' }, today, 92)).toBe('agent_range_future');
    expect(checkRange({ from: '2026-01-01', to: today }, today, 92)).toBe('agent_range_too_long');
  });
});
