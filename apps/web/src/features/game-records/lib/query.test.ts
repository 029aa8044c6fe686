import { describe, expect, it } from 'vitest';
import { latestRange, previousRange } from '../../../lib/date-presets';
import { BET_RECORDS_PAGE_SIZE, betRecordsQuery, noFilter, profitLossQuery } from './query';

const zone = 'Asia/Dhaka';
// 21 Nov 2026, 02:30 in Dhaka (20 Nov 20:30 UTC): still the 20th in UTC.
const now = new Date('2026-11-20T20:30:00Z');
const week = latestRange(zone, now);

describe('game record queries', () => {
  it('ask for the calendar days of the site time zone, both inclusive', () => {
    expect(profitLossQuery(zone, week)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(profitLossQuery(zone, previousRange(zone, week, 30))).toEqual({
      from: '2026-10-16',
      to: '2026-11-14',
    });
  });

  it('leave out the filters that are not set', () => {
    expect(betRecordsQuery(zone, week, noFilter, 1, 'bn')).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
      pageNo: 1,
      pageSize: BET_RECORDS_PAGE_SIZE,
      language: 'bn',
    });
  });

  it('send the category, and a vendor only with its category', () => {
    expect(betRecordsQuery(zone, week, { gameType: 'RNG', vendor: 'PG' }, 3, 'en')).toMatchObject({
      gameType: 'RNG',
      vendor: 'PG',
      pageNo: 3,
    });
    const vendorOnly = betRecordsQuery(zone, week, { gameType: '', vendor: 'PG' }, 1, 'en');
    expect(vendorOnly).not.toHaveProperty('vendor');
    expect(vendorOnly).not.toHaveProperty('gameType');
  });
});
