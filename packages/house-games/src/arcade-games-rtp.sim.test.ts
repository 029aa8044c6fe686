import { describe, expect, it } from 'vitest';
import { kenoConfig } from './keno/keno.js';
import { simulateKeno } from './keno/simulate.js';
import { plinkoConfig } from './plinko/plinko.js';
import { simulatePlinko } from './plinko/simulate.js';
import type { ReturnStats } from './return-stats.js';
import { scratchConfig } from './scratch/scratch.js';
import { simulateScratch } from './scratch/simulate.js';
import { createSeededRandom } from './random/seeded-random.js';

const ROUNDS = 1_000_000;
/** A million rounds take 4-10 s here (7-12 words and a small card or board each). */
const SLOW = 60_000;

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

// Like slots and tables, simulated with the seeded sfc32 stream (they draw 7 to 12 words a round).
describe('scratch, plinko and keno RTP over a million rounds', () => {
  it(
    'scratch cards at 96%',
    () => {
      const started = performance.now();
      const config = scratchConfig(9600);
      const stats = simulateScratch(config, ROUNDS, createSeededRandom(96));
      report('scratch 9600 bp', stats, config.rtp, (performance.now() - started) / 1000);
    },
    SLOW,
  );

  it(
    'plinko at 99%',
    () => {
      const started = performance.now();
      const config = plinkoConfig(9900);
      const stats = simulatePlinko(config, ROUNDS, createSeededRandom(99));
      report('plinko 9900 bp', stats, config.rtp, (performance.now() - started) / 1000);
    },
    SLOW,
  );

  it(
    'keno at 95% over tickets of 1 to 5 numbers',
    () => {
      const started = performance.now();
      const config = kenoConfig(9500);
      const tickets = [[7], [3, 19], [1, 20, 40], [5, 6, 7, 8], [2, 11, 23, 31, 39]];
      const stats = simulateKeno(config, tickets, ROUNDS, createSeededRandom(95));
      const expected =
        tickets.reduce((sum, ticket) => sum + config.rtps[ticket.length - 1]!, 0) / tickets.length;
      report('keno 9500 bp (1-5 picks)', stats, expected, (performance.now() - started) / 1000);
    },
    SLOW,
  );
});
