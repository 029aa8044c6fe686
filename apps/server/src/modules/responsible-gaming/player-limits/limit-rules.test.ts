import { describe, expect, it } from 'vitest';
import { limitInForce, nextLimit, periodStart } from './limit-rules.js';

const now = new Date('2026-01-10T12:00:00Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('responsible-gaming limit rules', () => {
  it('applies a first limit and a lower one at once, cancelling a waiting raise', () => {
    expect(nextLimit(undefined, 500n, now)).toEqual({ value: 500n });
    const raising = { value: 500n, pending: { value: 900n, at: later(20) } };
    expect(nextLimit(raising, 300n, now)).toEqual({ value: 300n });
  });

  it('makes a raise or a removal wait 24 hours with the old limit in force', () => {
    const raised = nextLimit({ value: 500n }, 900n, now);
    expect(raised).toEqual({ value: 500n, pending: { value: 900n, at: later(24) } });
    expect(limitInForce(raised ?? undefined, later(23))).toBe(500n);
    expect(limitInForce(raised ?? undefined, later(24))).toBe(900n);
    const removed = nextLimit({ value: 500n }, null, now);
    expect(limitInForce(removed ?? undefined, later(1))).toBe(500n);
    expect(limitInForce(removed ?? undefined, later(25))).toBeNull();
  });

  it('treats a raise whose 24 hours are over as the current limit', () => {
    const settled = { value: 500n, pending: { value: 900n, at: later(-1) } };
    expect(nextLimit(settled, 800n, now)).toEqual({ value: 800n });
    expect(nextLimit({ value: 500n, pending: { value: null, at: later(-1) } }, null, now)).toBeNull();
  });

  it('counts over rolling windows', () => {
    expect(periodStart('day', now).toISOString()).toBe('2026-01-09T12:00:00.000Z');
    expect(periodStart('week', now).toISOString()).toBe('2026-01-03T12:00:00.000Z');
  });
});
