import { describe, expect, it } from 'vitest';
import { formatPeriod } from './format-period';

const zone = 'Asia/Dhaka';

describe('formatPeriod', () => {
  it('shows one whole local day as that date', () => {
    expect(formatPeriod('2026-11-19T18:00:00Z', '2026-11-20T18:00:00Z', 'en', zone)).toBe('Nov 20, 2026');
  });

  it('shows several whole days as a date range ending on the last day', () => {
    expect(formatPeriod('2026-11-15T18:00:00Z', '2026-11-22T18:00:00Z', 'en', zone)).toMatch(
      /^Nov 16\s–\s22, 2026$/,
    );
  });

  it('shows part of a day with its times', () => {
    const text = formatPeriod('2026-11-21T05:10:00Z', '2026-11-21T05:15:00Z', 'en', zone);
    expect(text).toMatch(/^Nov 21, 2026, 11:10\s?–\s?11:15\sAM$/);
  });

  it('is midnight in the agent zone, not in UTC, that makes a whole day', () => {
    expect(formatPeriod('2026-11-20T00:00:00Z', '2026-11-21T00:00:00Z', 'en', zone)).toMatch(/6:00/);
  });
});
