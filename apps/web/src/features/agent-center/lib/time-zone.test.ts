import { describe, expect, it } from 'vitest';
import { gmtOffset, zonedDay, zoneOffsetMinutes } from './time-zone';

const at = new Date('2026-11-21T20:30:00Z');

describe('gmtOffset', () => {
  it('writes the offset with hours and minutes, both padded', () => {
    expect(gmtOffset('Asia/Dhaka', at)).toBe('GMT+06:00');
    expect(gmtOffset('Asia/Kolkata', at)).toBe('GMT+05:30');
    expect(gmtOffset('America/St_Johns', at)).toBe('GMT-03:30');
    expect(gmtOffset('Asia/Kathmandu', at)).toBe('GMT+05:45');
  });

  it('says GMT+00:00 for UTC and for a zone it does not know', () => {
    expect(gmtOffset('UTC', at)).toBe('GMT+00:00');
    expect(gmtOffset('Mars/Base', at)).toBe('GMT+00:00');
  });

  it('follows daylight saving time', () => {
    expect(gmtOffset('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('GMT+01:00');
    expect(gmtOffset('Europe/London', new Date('2026-01-01T12:00:00Z'))).toBe('GMT+00:00');
  });
});

describe('zonedDay', () => {
  it("is the zone's calendar day, not UTC's", () => {
    expect(zoneOffsetMinutes('Asia/Dhaka', at)).toBe(360);
    expect(zonedDay('Asia/Dhaka', at)).toBe('2026-11-22');
    expect(zonedDay('UTC', at)).toBe('2026-11-21');
    expect(zonedDay('America/New_York', new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
  });
});
