import { describe, expect, it } from 'vitest';
import { cardMotion } from './table-deal';

describe('card motion', () => {
  it('deals the cards one after another: each arrives, then turns, and all are up at the end', () => {
    expect(cardMotion(0, 4, 0)).toEqual({ arrive: 0, turn: 0 });
    expect(cardMotion(1, 4, 0.1)).toEqual({ arrive: 0, turn: 0 });
    const first = cardMotion(0, 4, 0.2 * 0.45);
    expect(first.arrive).toBe(1);
    expect(first.turn).toBe(0);
    expect(cardMotion(0, 4, 0.2)).toEqual({ arrive: 1, turn: 1 });
    expect(cardMotion(3, 4, 0.79).turn).toBeLessThan(1);
    expect(cardMotion(3, 4, 0.81)).toEqual({ arrive: 1, turn: 1 });
    expect(cardMotion(3, 4, 1)).toEqual({ arrive: 1, turn: 1 });
  });
});
