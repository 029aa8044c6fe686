import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/seeded-random.js';
import { fishTypes } from './fish-types.js';
import { fishConfig, fishConfigById, playFishRound } from './fish.js';

describe('fishing', () => {
  it('catches a fish paying m with probability rtp / m, exactly', () => {
    // The roll is uniform in [0, 10000 m) and the fish is caught below rtpBp.
    const config = fishConfig(9600);
    for (const fish of fishTypes) {
      const { outcome } = playFishRound(config, { stake: 100, fish: fish.id }, createSeededRandom(1));
      expect(outcome.roll).toBeLessThan(10_000 * fish.multiplier);
      expect(outcome.caught).toBe(outcome.roll < 9600);
      expect((9600 / (10_000 * fish.multiplier)) * fish.multiplier).toBeCloseTo(0.96, 12);
    }
  });

  it('pays m x bet on a catch and nothing on a miss', () => {
    const config = fishConfig();
    const rng = createSeededRandom(8);
    let caught = 0;
    for (let i = 0; i < 5000; i++) {
      const { outcome, win } = playFishRound(config, { stake: 250, fish: 'lobster' }, rng);
      expect(win).toBe(outcome.caught ? 2000 : 0);
      if (outcome.caught) caught++;
    }
    expect(caught).toBeGreaterThan(0);
  });

  it('refuses unknown fish and bad configuration ids', () => {
    expect(() => playFishRound(fishConfig(), { stake: 100, fish: 'kraken' }, createSeededRandom(1))).toThrow(
      /fish/,
    );
    expect(fishConfigById('fish:v1:9450').rtpBp).toBe(9450);
    expect(() => fishConfigById('fish:v2:9450')).toThrow(RangeError);
  });
});
