import { describe, expect, it } from 'vitest';
import {
  calendarDates,
  canGoNext,
  latestRange,
  nextRange,
  previousRange,
  toZonedIso,
  zoneOffsetMinutes,
} from './date-presets';

const zone = 'Asia/Dhaka';
// 21 Nov 2026, 02:30 in Dhaka (20 Nov 20:30 UTC).
const now = new Date('2026-11-20T20:30:00Z');
const iso = (date: Date) => toZonedIso(zone, date);

describe('record date ranges', () => {
  it('reads the zone offset', () => {
    expect(zoneOffsetMinutes(zone, now)).toBe(360);
    expect(zoneOffsetMinutes('UTC', now)).toBe(0);
    expect(zoneOffsetMinutes('America/New_York', new Date('2026-07-01T00:00:00Z'))).toBe(-240);
  });

  it('starts with the last 7 days up to the end of today, in the site time zone', () => {
    const range = latestRange(zone, now);
    expect(iso(range.start)).toBe('2026-11-15T00:00:00+06:00');
    expect(iso(range.end)).toBe('2026-11-22T00:00:00+06:00');
    expect(canGoNext(range, zone, now)).toBe(false);
  });

  it('steps back by 7 or 30 days and forward again, never past today', () => {
    const latest = latestRange(zone, now);
    const back7 = previousRange(zone, latest, 7);
    expect([iso(back7.start), iso(back7.end)]).toEqual([
      '2026-11-08T00:00:00+06:00',
      '2026-11-15T00:00:00+06:00',
    ]);
    const back30 = previousRange(zone, back7, 30);
    expect([iso(back30.start), iso(back30.end)]).toEqual([
      '2026-10-09T00:00:00+06:00',
      '2026-11-08T00:00:00+06:00',
    ]);
    expect(canGoNext(back30, zone, now)).toBe(true);
    const fwd7 = nextRange(zone, back30, 7, now);
    expect([iso(fwd7.start), iso(fwd7.end)]).toEqual([
      '2026-11-08T00:00:00+06:00',
      '2026-11-15T00:00:00+06:00',
    ]);
    const fwd30 = nextRange(zone, fwd7, 30, now);
    expect([iso(fwd30.start), iso(fwd30.end)]).toEqual([
      '2026-10-23T00:00:00+06:00',
      '2026-11-22T00:00:00+06:00',
    ]);
  });

  it('keeps whole days across a daylight-saving change', () => {
    const ny = 'America/New_York';
    const range = latestRange(ny, new Date('2026-11-03T15:00:00Z'), 7);
    expect(toZonedIso(ny, range.start)).toBe('2026-10-28T00:00:00-04:00');
    expect(toZonedIso(ny, range.end)).toBe('2026-11-04T00:00:00-05:00');
  });

  it('names a window by its first and last calendar day', () => {
    expect(calendarDates(zone, latestRange(zone, now))).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    const ny = 'America/New_York';
    const range = latestRange(ny, new Date('2026-11-03T15:00:00Z'), 7);
    expect(calendarDates(ny, range)).toEqual({ from: '2026-10-28', to: '2026-11-03' });
  });
});
