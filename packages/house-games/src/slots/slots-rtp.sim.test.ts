import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/seeded-random.js';
import { slotConfigFor } from './config.js';
import { simulateSlots } from './simulate.js';

const ROUNDS = 1_000_000;

/** One catalog game per family, at different declared RTPs. */
const games: [string, number, number][] = [
  ['lucky_sevens_classic', 5, 9500],
  ['tiger_fortune', 20, 9612],
  ['golden_pharaoh_deluxe', 50, 9700],
  ['ocean_treasures', 243, 9450],
  ['gem_cascade_max', 1024, 9749],
];

describe('slot RTP over a million simulated rounds', () => {
  it.each(games)('%s (%i lines, declared %i bp)', (gameCode, lines, rtpBp) => {
    const config = slotConfigFor(gameCode, lines, rtpBp);
    const started = performance.now();
    const stats = simulateSlots(config, ROUNDS, createSeededRandom(lines * 7919 + rtpBp));
    const seconds = (performance.now() - started) / 1000;
    console.info(
      `${config.id}: exact ${(config.rtp * 100).toFixed(3)}%, measured ${(stats.mean * 100).toFixed(3)}% ` +
        `± ${(stats.standardError * 100).toFixed(3)} (sd ${stats.standardDeviation.toFixed(2)}), ` +
        `${stats.deviationFrom(config.rtp).toFixed(2)} sigma, ${ROUNDS} rounds in ${seconds.toFixed(2)} s`,
    );
    expect(stats.count).toBe(ROUNDS);
    expect(Math.abs(config.rtp - rtpBp / 10_000)).toBeLessThan(0.001);
    const tolerance = (4 * stats.standardDeviation) / Math.sqrt(ROUNDS);
    expect(Math.abs(stats.mean - config.rtp)).toBeLessThan(tolerance);
    expect(Math.abs(stats.mean - rtpBp / 10_000)).toBeLessThan(tolerance);
  });
});
