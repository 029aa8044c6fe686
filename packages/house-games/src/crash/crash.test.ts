import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/seeded-random.js';
import {
  CRASH_MAX_TARGET,
  CRASH_MIN_TARGET,
  crashConfig,
  crashConfigById,
  crashPointFrom,
  crashReachProbability,
  crashRtp,
  playCrashRound,
} from './crash.js';

const TWO_POW_32 = 2 ** 32;

describe('crash points', () => {
  it('follow r / (1 - U), rounded down to hundredths, never below 1.00x', () => {
    expect(crashPointFrom(0, 9900)).toBe(100); // 0.99x shows as an instant crash
    expect(crashPointFrom(TWO_POW_32 / 2, 9900)).toBe(198); // U = 1/2: 0.99 * 2
    expect(crashPointFrom(TWO_POW_32 - 1, 9900)).toBe(100_000_000); // capped display
    expect(crashPointFrom((TWO_POW_32 * 3) / 4, 10_000 - 100)).toBe(396);
  });

  it('return the declared RTP for every target (exact count over all 2^32 words)', () => {
    for (const rtpBp of [9900, 9600, 9437]) {
      for (let target = CRASH_MIN_TARGET; target <= CRASH_MAX_TARGET; target += target < 1000 ? 1 : 97) {
        expect(Math.abs(crashRtp(target, rtpBp) - rtpBp / 10_000)).toBeLessThan(1e-6);
      }
    }
  });

  it('reach a target exactly when the counted probability says (spot check against the formula)', () => {
    const target = 250;
    const p = crashReachProbability(target, 9900);
    const boundary = TWO_POW_32 - p * TWO_POW_32; // first word that reaches the target
    expect(crashPointFrom(boundary, 9900)).toBeGreaterThanOrEqual(target);
    expect(crashPointFrom(boundary - 1, 9900)).toBeLessThan(target);
  });
});

describe('crash rounds', () => {
  it('pay floor(stake x target) when the round reaches the target, else nothing', () => {
    const config = crashConfig();
    const rng = createSeededRandom(4);
    for (let i = 0; i < 2000; i++) {
      const { outcome, win } = playCrashRound(config, { stake: 333, target: 175 }, rng);
      expect(outcome.cashedOut).toBe(outcome.crashPoint >= 175);
      expect(win).toBe(outcome.cashedOut ? 582 : 0); // 333 * 1.75 = 582.75
    }
  });

  it('refuse targets outside 1.01x-1000.00x and fractional hundredths', () => {
    const config = crashConfig();
    for (const target of [100, 100_001, 150.5]) {
      expect(() => playCrashRound(config, { stake: 100, target }, createSeededRandom(1))).toThrow(RangeError);
    }
  });

  it('carry the RTP in the configuration id', () => {
    expect(crashConfig().id).toBe('crash:v1:9900');
    expect(crashConfigById('crash:v1:9700').rtpBp).toBe(9700);
    expect(() => crashConfigById('crash:v1:99000')).toThrow(RangeError);
    expect(() => crashConfigById('fish:v1:9600')).toThrow(RangeError);
  });
});
