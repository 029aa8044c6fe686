import { describe, expect, it } from 'vitest';
import { spreadTurnover, turnoverRequired } from './turnover.js';

describe('turnover', () => {
  it('multiplies the bonus or the bonus plus the deposit', () => {
    const rule = { multiple: 10, base: 'bonus' as const, maxBet: null, weights: {} };
    expect(turnoverRequired(rule, 500n, 1000n)).toBe(5000n);
    expect(turnoverRequired({ ...rule, base: 'bonus_deposit' }, 500n, 1000n)).toBe(15000n);
  });

  it('weights a bet by its game type and fills the oldest grant first', () => {
    const grants = [
      { id: '1', left: 300n, weights: { LIVE: 10 } },
      { id: '2', left: 1000n, weights: {} },
    ];
    // 1000 of LIVE: grant 1 takes 10% = 100; the rest goes on.
    expect(spreadTurnover(grants, 'LIVE', 1000n)).toEqual([{ id: '1', add: 100n, met: false }]);
    // 1000 of RNG: grant 1 is met with 300, the 700 left goes to grant 2.
    expect(spreadTurnover(grants, 'RNG', 1000n)).toEqual([
      { id: '1', add: 300n, met: true },
      { id: '2', add: 700n, met: false },
    ]);
  });

  it('skips grants where the game type does not count', () => {
    const grants = [
      { id: '1', left: 300n, weights: { SPORTS: 0 } },
      { id: '2', left: 1000n, weights: {} },
    ];
    expect(spreadTurnover(grants, 'SPORTS', 200n)).toEqual([{ id: '2', add: 200n, met: false }]);
  });
});
