import { describe, expect, it } from 'vitest';
import { previousVipPeriodKey, vipPeriodKey } from './vip-periods.js';

describe('VIP periods', () => {
  const at = new Date('2026-01-04T23:59:59Z'); // a Sunday

  it('names the week by its Monday, the month and the quarter', () => {
    expect(vipPeriodKey(at, 'weekly')).toBe('W2025-12-29');
    expect(vipPeriodKey(new Date('2026-01-05T00:00:00Z'), 'weekly')).toBe('W2026-01-05');
    expect(vipPeriodKey(at, 'monthly')).toBe('2026-01');
    expect(vipPeriodKey(at, 'quarterly')).toBe('Q2026-1');
    expect(vipPeriodKey(new Date('2026-12-31T12:00:00Z'), 'quarterly')).toBe('Q2026-4');
  });

  it('finds the period before, across years', () => {
    expect(previousVipPeriodKey(at, 'weekly')).toBe('W2025-12-22');
    expect(previousVipPeriodKey(at, 'monthly')).toBe('2025-12');
    expect(previousVipPeriodKey(at, 'quarterly')).toBe('Q2025-4');
  });
});
