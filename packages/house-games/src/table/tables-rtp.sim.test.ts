import { describe, expect, it } from 'vitest';
import { baccaratOdds } from '../baccarat/odds.js';
import { simulateBaccarat } from '../baccarat/simulate.js';
import { dragonTigerOdds } from '../dragon-tiger/odds.js';
import { simulateDragonTiger } from '../dragon-tiger/simulate.js';
import { createSeededRandom } from '../random/seeded-random.js';
import type { ReturnStats } from '../return-stats.js';

const ROUNDS = 1_000_000;

function check(
  game: string,
  stats: Record<string, ReturnStats>,
  exact: Record<string, number>,
  seconds: number,
): void {
  for (const [kind, measured] of Object.entries(stats)) {
    const expected = exact[kind]!;
    console.info(
      `${game} ${kind}: exact ${(expected * 100).toFixed(3)}%, measured ${(measured.mean * 100).toFixed(3)}% ` +
        `± ${(measured.standardError * 100).toFixed(3)} (sd ${measured.standardDeviation.toFixed(2)}), ` +
        `${measured.deviationFrom(expected).toFixed(2)} sigma`,
    );
    expect(measured.count).toBe(ROUNDS);
    expect(Math.abs(measured.mean - expected)).toBeLessThan(
      (4 * measured.standardDeviation) / Math.sqrt(ROUNDS),
    );
  }
  console.info(`${game}: ${ROUNDS} rounds in ${seconds.toFixed(2)} s`);
}

describe('table game RTP over a million simulated rounds', () => {
  it('baccarat: every bet within 4 sigma of its exact RTP', () => {
    const started = performance.now();
    const stats = simulateBaccarat(ROUNDS, createSeededRandom(2024));
    check('baccarat', stats, baccaratOdds().rtp, (performance.now() - started) / 1000);
  });

  it('dragon tiger: every bet within 4 sigma of its exact RTP', () => {
    const started = performance.now();
    const stats = simulateDragonTiger(ROUNDS, createSeededRandom(2025));
    check('dragon tiger', stats, dragonTigerOdds().rtp, (performance.now() - started) / 1000);
  });
});
