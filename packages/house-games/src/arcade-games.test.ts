import { describe, expect, it } from 'vitest';
import { assertKenoPicks, kenoConfig, kenoHitWays, playKenoRound } from './keno/keno.js';
import { choose } from './pay-scale.js';
import { createSeededRandom } from './random/seeded-random.js';
import { playScratchRound, SCRATCH_PRIZES, scratchConfig } from './scratch/scratch.js';
import { playPlinkoRound, plinkoConfig, PLINKO_ROWS } from './plinko/plinko.js';

const declared = [8000, 9000, 9500, 9600, 9900];

describe('plinko', () => {
  it('is tuned to each declared RTP exactly enough (at or below, within 0.01%)', () => {
    for (const rtpBp of declared) {
      const config = plinkoConfig(rtpBp);
      // Exact: C(12, k) paths of 4096 reach slot k.
      const exact = config.pays.reduce((sum, pay, k) => sum + pay * choose(PLINKO_ROWS, k), 0) / (4096 * 100);
      expect(config.rtp).toBe(exact);
      expect(exact).toBeLessThanOrEqual(rtpBp / 10_000);
      expect(exact).toBeGreaterThan(rtpBp / 10_000 - 0.0001);
      expect(config.pays).toEqual([...config.pays].reverse());
      // Still the same shape: the edges pay the most, the middle the least.
      expect(Math.min(...config.pays)).toBe(config.pays[PLINKO_ROWS / 2]);
      expect(Math.max(...config.pays)).toBe(config.pays[0]);
    }
  });

  it('lands where its bounces lead and pays the slot', () => {
    const config = plinkoConfig(9900);
    const rng = createSeededRandom(7);
    for (let i = 0; i < 50; i++) {
      const round = playPlinkoRound(config, { stake: 1000 }, rng);
      expect(round.outcome.path).toHaveLength(PLINKO_ROWS);
      expect(round.outcome.slot).toBe(round.outcome.path.filter((step) => step === 1).length);
      expect(round.win).toBe(Math.floor((1000 * config.pays[round.outcome.slot]!) / 100));
    }
    expect(() => plinkoConfig(9950)).toThrow(RangeError);
  });
});

describe('keno', () => {
  it('hit probabilities add up to one for every ticket size', () => {
    for (let picks = 1; picks <= 10; picks++) {
      const ways = Array.from({ length: picks + 1 }, (_, hits) => kenoHitWays(picks, hits));
      expect(ways.reduce((a, b) => a + b, 0)).toBe(choose(40, 10));
    }
  });

  it('every ticket size returns the declared RTP or less by under one hundredth of its rarest pay', () => {
    for (const rtpBp of declared) {
      const config = kenoConfig(rtpBp);
      config.rtps.forEach((rtp, index) => {
        const picks = index + 1;
        const exact =
          config.pays[index]!.reduce((sum, pay, hits) => sum + pay * kenoHitWays(picks, hits), 0) /
          (choose(40, 10) * 100);
        expect(rtp).toBeCloseTo(exact, 12);
        expect(rtp).toBeLessThanOrEqual(rtpBp / 10_000);
        // The finest step: one hundredth more on the rarest paying outcome.
        const finest = kenoHitWays(picks, picks) / (choose(40, 10) * 100);
        expect(rtp).toBeGreaterThan(rtpBp / 10_000 - finest);
      });
    }
  });

  it('draws 10 different numbers and counts the ticket hits', () => {
    const config = kenoConfig(9500);
    const rng = createSeededRandom(11);
    for (let i = 0; i < 50; i++) {
      const round = playKenoRound(config, { stake: 500, picks: [40, 1, 13, 22] }, rng);
      expect(new Set(round.outcome.drawn).size).toBe(10);
      expect(round.outcome.picks).toEqual([1, 13, 22, 40]);
      expect(round.outcome.hits).toEqual(round.outcome.picks.filter((n) => round.outcome.drawn.includes(n)));
      expect(round.outcome.multiplier).toBe(config.pays[3]![round.outcome.hits.length]);
    }
    for (const bad of [[], [0], [41], [1, 1], [1.5], Array.from({ length: 11 }, (_, i) => i + 1)]) {
      expect(() => assertKenoPicks(bad)).toThrow(RangeError);
    }
  });
});

describe('scratch cards', () => {
  it('have an exact RTP equal to the declared one', () => {
    for (const rtpBp of declared) {
      const config = scratchConfig(rtpBp);
      const exact =
        config.weights.reduce((sum, weight, symbol) => sum + weight * SCRATCH_PRIZES[symbol]!, 0) /
        10_000_000;
      expect(config.rtp).toBe(exact);
      expect(Math.abs(exact - rtpBp / 10_000)).toBeLessThan(1e-9);
    }
  });

  it('show three of the winning symbol and never three of another', () => {
    const config = scratchConfig(9600);
    const rng = createSeededRandom(3);
    let wins = 0;
    for (let i = 0; i < 2_000; i++) {
      const round = playScratchRound(config, { stake: 100 }, rng);
      const counts = new Map<number, number>();
      for (const symbol of round.outcome.cells) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
      expect(round.outcome.cells).toHaveLength(9);
      for (const [symbol, count] of counts) {
        expect(count).toBe(symbol === round.outcome.winSymbol ? 3 : Math.min(count, 2));
      }
      if (round.outcome.winSymbol !== null) {
        wins++;
        expect(round.win).toBe(SCRATCH_PRIZES[round.outcome.winSymbol]);
      } else expect(round.win).toBe(0);
    }
    expect(wins).toBeGreaterThan(900);
  });
});
