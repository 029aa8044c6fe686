import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/seeded-random.js';
import { dragonTigerOdds } from './odds.js';
import { dragonTigerResult, dragonTigerReturnPercent } from './pays.js';
import { playDragonTigerRound } from './play.js';

describe('dragon tiger', () => {
  it('compares ranks with the ace low and ignores suits', () => {
    expect(dragonTigerResult(0, 12)).toBe('tiger');
    expect(dragonTigerResult(12, 11)).toBe('dragon');
    expect(dragonTigerResult(5, 5)).toBe('tie');
  });

  it('pays 1:1, tie 8:1, and returns half of dragon and tiger bets on a tie', () => {
    expect(dragonTigerReturnPercent('dragon', 'dragon')).toBe(200);
    expect(dragonTigerReturnPercent('dragon', 'tiger')).toBe(0);
    expect(dragonTigerReturnPercent('tiger', 'tie')).toBe(50);
    expect(dragonTigerReturnPercent('tie', 'tie')).toBe(900);
  });

  it('rounds the half-back down to a whole poisha', () => {
    const rng = createSeededRandom(2);
    let ties = 0;
    for (let i = 0; i < 3000; i++) {
      const { outcome } = playDragonTigerRound({ dragon: 101, tiger: 101 }, rng);
      if (outcome.result !== 'tie') continue;
      ties++;
      expect(outcome.bets.map((b) => b.win)).toEqual([50, 50]);
    }
    expect(ties).toBeGreaterThan(0);
  });

  it('has the known exact odds: dragon and tiger 3.73% edge, tie 32.77%', () => {
    const { rtp, probability } = dragonTigerOdds();
    expect(probability.tie).toBeCloseTo(31 / 415, 12);
    expect((1 - rtp.dragon) * 100).toBeCloseTo(3.73, 2);
    expect(rtp.tiger).toBeCloseTo(rtp.dragon, 12);
    expect((1 - rtp.tie) * 100).toBeCloseTo(32.77, 2);
  });
});
