import { describe, expect, it } from 'vitest';
import { crashConfig, crashRtp } from '../crash/crash.js';
import { simulateCrash } from '../crash/simulate.js';
import { fishTypes } from '../fish/fish-types.js';
import { fishConfig } from '../fish/fish.js';
import { simulateFish } from '../fish/simulate.js';
import type { ReturnStats } from '../return-stats.js';
import { createFairRandom } from './fair-random.js';

const ROUNDS = 1_000_000;
const SERVER_SEED = 'a3f1c2e4b5d6978812345678909abcdeffedcba0987654321fedcba987654321';

function report(label: string, stats: ReturnStats, expected: number, seconds: number): void {
  console.info(
    `${label}: exact ${(expected * 100).toFixed(3)}%, measured ${(stats.mean * 100).toFixed(3)}% ` +
      `± ${(stats.standardError * 100).toFixed(3)} (sd ${stats.standardDeviation.toFixed(2)}), ` +
      `${stats.deviationFrom(expected).toFixed(2)} sigma, ${stats.count} rounds in ${seconds.toFixed(2)} s`,
  );
  expect(stats.count).toBe(ROUNDS);
  expect(Math.abs(stats.mean - expected)).toBeLessThan(
    (4 * stats.standardDeviation) / Math.sqrt(stats.count),
  );
}

// These draw from the provably fair HMAC stream itself (consecutive words of one seed pair).
describe('mini game RTP over a million rounds from the fair RNG', () => {
  it.each([
    [9900, 200],
    [9900, 1000],
    [9600, 150],
  ])('crash at %i bp cashing out at %i hundredths', (rtpBp, target) => {
    const started = performance.now();
    const stats = simulateCrash(
      crashConfig(rtpBp),
      target,
      ROUNDS,
      createFairRandom(SERVER_SEED, `crash-${target}`, 0),
    );
    report(
      `crash ${rtpBp} bp @ ${target / 100}x`,
      stats,
      crashRtp(target, rtpBp),
      (performance.now() - started) / 1000,
    );
  });

  it('fishing at 96% over every fish type', () => {
    const started = performance.now();
    const fish = fishTypes.map((f) => f.id);
    const stats = simulateFish(fishConfig(9600), fish, ROUNDS, createFairRandom(SERVER_SEED, 'fish', 0));
    report('fish 9600 bp (all types)', stats, 0.96, (performance.now() - started) / 1000);
  });
});
