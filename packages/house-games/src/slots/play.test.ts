import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../rounds/canonical-json.js';
import { createSeededRandom, hashString } from '../random/seeded-random.js';
import { buildSlotConfig, slotConfigById, slotConfigFor, slotLayoutFor } from './config.js';
import { SlotMachine } from './machine.js';
import { playSlotRound } from './play.js';

describe('playSlotRound', () => {
  const config = slotConfigFor('tiger_fortune', 20, 9612);

  it('pays exactly the machine units when the stake makes every win whole', () => {
    const stake = config.cost * 100; // one poisha per unit
    const machine = new SlotMachine(config);
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    for (let i = 0; i < 3000; i++) {
      const units = machine.playRound(a);
      const round = playSlotRound(config, { stake }, b);
      expect(round.win).toBe(units);
    }
  });

  it('reports every spin: window from the stops, wins summing to the spin win, free spins counting down', () => {
    const rng = createSeededRandom(7);
    let featureRounds = 0;
    for (let i = 0; i < 4000; i++) {
      const { outcome, win } = playSlotRound(config, { stake: 2000 }, rng);
      expect(outcome.spins[0]!.kind).toBe('base');
      for (const spin of outcome.spins) {
        spin.window.forEach((column, reel) =>
          column.forEach((symbol, row) => {
            const strip = config.strips[reel]!;
            expect(symbol).toBe(strip[(spin.stops[reel]! + row) % strip.length]);
          }),
        );
        expect(spin.wins.reduce((sum, w) => sum + w.win, 0) + spin.scatter.win).toBe(spin.win);
      }
      expect(outcome.spins.reduce((sum, spin) => sum + spin.win, 0)).toBe(win);
      const free = outcome.spins.slice(1);
      if (free.length > 0) {
        featureRounds++;
        expect(free.at(-1)!.freeSpinsRemaining).toBe(0);
        expect(
          free.every((spin) => spin.kind === 'free' && spin.multiplier === config.freeSpins!.multiplier),
        ).toBe(true);
        const awarded = outcome.spins.reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0);
        expect(awarded).toBe(free.length);
      }
    }
    expect(featureRounds).toBeGreaterThan(0);
  });

  it('pays the round its exact value rounded down, each win within a poisha of its own', () => {
    // 20 lines and a stake of 7 poisha: a win of u units is worth 7 u / 2000 poisha.
    const machine = new SlotMachine(config);
    const a = createSeededRandom(3);
    const b = createSeededRandom(3);
    for (let i = 0; i < 2000; i++) {
      const units = machine.playRound(a);
      const { outcome, win } = playSlotRound(config, { stake: 7 }, b);
      expect(win).toBe(Math.floor((7 * units) / 2000));
      for (const spin of outcome.spins) {
        for (const w of spin.wins) {
          const exact = (7 * w.pay * spin.multiplier * (w.kind === 'ways' ? w.ways : 1)) / 2000;
          expect(Math.abs(w.win - exact)).toBeLessThan(1);
        }
      }
    }
  });

  it('is deterministic for a given random stream', () => {
    const one = playSlotRound(config, { stake: 500 }, createSeededRandom(9));
    const two = playSlotRound(config, { stake: 500 }, createSeededRandom(9));
    expect(canonicalJson(one)).toBe(canonicalJson(two));
  });

  it('refuses stakes that are not whole positive minor units', () => {
    for (const stake of [0, -5, 1.5, Number.NaN, 1e20]) {
      expect(() => playSlotRound(config, { stake }, createSeededRandom(1))).toThrow(RangeError);
    }
  });
});

describe('slot configuration ids', () => {
  it('rebuild the same configuration', () => {
    for (const [code, lines, rtp] of [
      ['a', 5, 9400],
      ['b', 25, 9650],
      ['c', 243, 9500],
    ] as const) {
      const config = slotConfigFor(code, lines, rtp);
      expect(slotConfigById(config.id)).toBe(config);
      expect(canonicalJson(slotConfigById(config.id))).toBe(canonicalJson(config));
    }
  });

  it('refuse malformed ids, unknown families and out-of-range RTPs', () => {
    for (const id of ['slots:v0:video-5x3:gems:20:9600', 'slots:v1:video-5x3:gems:20', 'crash:v1:9900']) {
      expect(() => slotConfigById(id)).toThrow(RangeError);
    }
    expect(() => buildSlotConfig('nope', 'gems', 20, 9600)).toThrow(/family/);
    expect(() => buildSlotConfig('video-5x3', 'gems', 30, 9600)).toThrow(/lines/);
    expect(() => buildSlotConfig('video-5x3', 'nope', 20, 9600)).toThrow(/theme/);
    expect(() => slotConfigFor('x', 20, 9950)).toThrow(/RTP/);
  });

  it('map unusual line counts to the nearest layout that can show them', () => {
    expect(slotLayoutFor(100).lines).toBe(243);
    expect(slotLayoutFor(576).lines).toBe(1024);
    expect(() => slotLayoutFor(0)).toThrow(RangeError);
  });

  it('keep the mathematics of v1 unchanged (past rounds must still verify)', () => {
    // A change here changes the strips or pays of live games: publish a new version instead.
    const fingerprint = ['classic-3x3', 'video-5x3', 'video-5x3-hv', 'ways-5x3', 'ways-5x4'].map((family) => {
      const lines = {
        'classic-3x3': 5,
        'video-5x3': 20,
        'video-5x3-hv': 50,
        'ways-5x3': 243,
        'ways-5x4': 1024,
      }[family]!;
      const config = buildSlotConfig(family, 'gems', lines, 9600);
      return hashString(
        canonicalJson([config.strips, config.pays, config.scatterPays, config.lines, config.freeSpins]),
      );
    });
    expect(fingerprint).toMatchInlineSnapshot(`
      [
        2696074977,
        3749247465,
        2638978951,
        3496444412,
        763192,
      ]
    `);
  });
});
