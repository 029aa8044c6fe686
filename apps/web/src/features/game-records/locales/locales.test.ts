import { roundStatuses } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import bn from './bn.json';
import en from './en.json';

describe('game record messages', () => {
  it('name every round status in English and Bengali (keys built from the status)', () => {
    for (const status of roundStatuses) {
      const key = `gr_status_${status}`;
      expect(en, key).toHaveProperty(key);
      expect(bn, key).toHaveProperty(key);
    }
  });
});
