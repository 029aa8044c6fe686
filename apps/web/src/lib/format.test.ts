import { describe, expect, it } from 'vitest';
import { formatDateTime, gmtOffsetLabel } from './format';

describe('formatDateTime', () => {
  it('shows the instant in the site time zone', () => {
    // 00:00 UTC is 06:00 in Dhaka (GMT+6).
    expect(formatDateTime('2025-01-10T00:00:00Z', 'en', 'Asia/Dhaka')).toMatch(/Jan 10, 2025.*6:00/);
  });

  it('uses Bengali digits for Bengali', () => {
    expect(formatDateTime('2025-01-10T00:00:00Z', 'bn', 'Asia/Dhaka')).toMatch(/[০-৯]/);
  });

  it('leaves no English AM/PM in Bengali: the 24-hour clock', () => {
    const bengali = formatDateTime('2025-01-10T10:30:00Z', 'bn', 'Asia/Dhaka');
    expect(bengali).not.toMatch(/AM|PM/);
    expect(bengali).toContain('১৬:৩০');
    expect(formatDateTime('2025-01-10T10:30:00Z', 'en', 'Asia/Dhaka')).toMatch(/4:30\sPM/);
  });

  it('returns the input for an invalid date and survives an unknown time zone', () => {
    expect(formatDateTime('not a date', 'en', 'Asia/Dhaka')).toBe('not a date');
    expect(formatDateTime('2025-01-10T00:00:00Z', 'en', 'Mars/Base')).toMatch(/UTC/);
  });
});

describe('gmtOffsetLabel', () => {
  it('names the offset of the time zone', () => {
    expect(gmtOffsetLabel('Asia/Dhaka')).toBe('GMT+6');
    expect(gmtOffsetLabel('UTC')).toMatch(/^GMT(\+0)?$/);
    expect(gmtOffsetLabel('Mars/Base')).toBe('GMT');
  });
});
