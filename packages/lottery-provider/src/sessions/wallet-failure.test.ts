import { describe, expect, it } from 'vitest';
import { walletFailure } from './session.service.js';

describe('lottery wallet failures', () => {
  it("passes a rule's refusal on with its stable code and parameters", () => {
    const error = walletFailure({
      kind: 'refused',
      status: 403,
      balance: null,
      code: 'BET_REFUSED',
      message: 'Bet refused: while your bonus is active the largest bet is 5.00',
      reason: { key: 'bonus_max_bet', params: { max: '5.00' } },
    });
    expect(error.value).toEqual({
      key: 'wallet_refused',
      code: 'BET_REFUSED',
      reason: 'bonus_max_bet',
      params: { max: '5.00' },
    });
  });

  it('keeps other refusals as they were', () => {
    expect(
      walletFailure({
        kind: 'refused',
        status: 409,
        balance: null,
        code: 'ROUND_CLOSED',
        message: 'closed',
      }).value,
    ).toEqual({
      key: 'wallet_refused',
      code: 'ROUND_CLOSED',
    });
  });
});
