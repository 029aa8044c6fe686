import { baccaratBetKinds, dragonTigerBetKinds, fishTypes } from '@app/house-games';
import { hpErrorKeys } from '@app/house-provider/client-api';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';

const keys = new Set(Object.keys(en));

describe('game client messages', () => {
  it('word every provider error, bet spot, result and fish', () => {
    const needed = [
      ...hpErrorKeys.map((key) => `gc_err_${key}`),
      ...[...baccaratBetKinds, ...dragonTigerBetKinds].map((spot) => `gc_spot_${spot}`),
      ...['player', 'banker', 'tie', 'dragon', 'tiger'].map((result) => `gc_result_${result}`),
      ...fishTypes.map((fish) => `gc_fish_${fish.id}`),
    ];
    expect(needed.filter((key) => !keys.has(key))).toEqual([]);
  });
});
