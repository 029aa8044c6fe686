import { lpErrorKeys } from '@app/lottery-provider/client-api';
import { betTypes } from '@app/lottery-provider/bets';
import { describe, expect, it } from 'vitest';
import bn from './bn.json';
import en from './en.json';

describe('lottery messages', () => {
  it('have the same keys in English and Bengali', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
  });
  it('name every bet type and every provider refusal', () => {
    for (const key of [
      ...betTypes.map((type) => `lt_bet_${type.code}`),
      ...lpErrorKeys.map((k) => `lt_err_${k}`),
    ]) {
      expect(en, key).toHaveProperty(key);
      expect(bn, key).toHaveProperty(key);
    }
  });
});
