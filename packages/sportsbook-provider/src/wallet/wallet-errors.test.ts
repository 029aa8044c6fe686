import { describe, expect, it } from 'vitest';
import { walletFailure } from './wallet-errors.js';

describe('sportsbook wallet failures', () => {
  it("passes a rule's refusal on with its stable code and parameters", () => {
    const error = walletFailure({
      kind: 'refused',
      status: 403,
      balance: null,
      code: 'BET_REFUSED',
      message: 'Bet refused: it would pass your daily loss limit of 1.00',
      reason: { key: 'rg_loss_limit_day', params: { limit: '1.00' } },
    });
    expect(error.statusCode).toBe(403);
    expect(error.value).toEqual({
      key: 'wallet_refused',
      code: 'BET_REFUSED',
      reason: 'rg_loss_limit_day',
      params: { limit: '1.00' },
    });
    expect(error.message).toBe('Bet refused: it would pass your daily loss limit of 1.00');
  });

  it('leaves the reason out when the wallet sent none', () => {
    const error = walletFailure({
      kind: 'refused',
      status: 403,
      balance: null,
      code: 'BET_REFUSED',
      message: 'Bet refused',
    });
    expect(error.value).toEqual({ key: 'wallet_refused', code: 'BET_REFUSED' });
  });
});
