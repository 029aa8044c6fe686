import { describe, expect, it } from 'vitest';
import {
  getAccountRecordsEndpoint,
  getMemberTransDetEndpoint,
  getPointDetailsEndpoint,
} from './endpoints/index.js';
import { memberTransDetQuerySchema, pointDetailsQuerySchema } from './engagement.js';
import { recordsQuerySchema } from './wallet.js';

describe('ODSFE2_MemTransDet', () => {
  it('is one route; the money and points views call it', () => {
    for (const view of [getAccountRecordsEndpoint, getPointDetailsEndpoint]) {
      expect([view.method, view.path, view.access]).toEqual([
        getMemberTransDetEndpoint.method,
        getMemberTransDetEndpoint.path,
        getMemberTransDetEndpoint.access,
      ]);
    }
  });

  it('answers the account records unless asked for points', () => {
    const money = recordsQuerySchema.parse({ pageNo: '2', type: 'deposit' });
    expect(memberTransDetQuerySchema.parse(money)).toMatchObject({ account: 'main', type: 'deposit' });
    const points = pointDetailsQuerySchema.parse({ account: 'points', pageNo: '1', pageSize: '10' });
    expect(memberTransDetQuerySchema.parse(points)).toMatchObject({ account: 'points', pageSize: 10 });
    expect(memberTransDetQuerySchema.safeParse({ account: 'tickets' }).success).toBe(false);
  });
});
