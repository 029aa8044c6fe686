import { describe, expect, it } from 'vitest';
import { A, fixtureConfig, K, Q, S, W, X } from '../testing/slot-fixtures.js';
import { slotConfigFor } from './config.js';
import { slotFamilies } from './families.js';
import { expectedFreeSpins } from './free-spins.js';
import { SlotMachine } from './machine.js';
import { createSlotRtpModel } from './rtp.js';
import type { SlotConfig } from './types.js';

/** Base-spin value (lines or ways plus scatters, per unit staked) over every combination of stops. */
function enumerateBaseSpin(config: SlotConfig): { value: number; trigger: number } {
  const machine = new SlotMachine(config);
  const stops = new Array<number>(config.reels).fill(0);
  let units = 0;
  let triggers = 0;
  let combinations = 0;
  const visit = (reel: number): void => {
    if (reel === config.reels) {
      machine.setStops(stops);
      if (config.mode === 'lines')
        for (let line = 0; line < config.lines.length; line++) units += machine.lineWin(line);
      else for (const symbol of [A, K, Q, X]) units += machine.waysWin(symbol);
      const scatters = machine.scatterCount();
      units += (config.scatterPays[scatters] ?? 0) * config.cost;
      if (scatters >= (config.freeSpins?.triggerCount ?? Infinity)) triggers++;
      combinations++;
      return;
    }
    for (let stop = 0; stop < config.strips[reel]!.length; stop++) {
      stops[reel] = stop;
      visit(reel + 1);
    }
  };
  visit(0);
  return { value: units / combinations / (100 * config.cost), trigger: triggers / combinations };
}

const freeSpins = {
  triggerCount: 3,
  awards: [0, 0, 0, 4, 6, 8],
  multiplier: 2,
  retrigger: true,
  maxTotal: 30,
};

describe('exact slot RTP', () => {
  it('matches a brute-force enumeration of every stop combination (lines)', () => {
    const config = fixtureConfig({
      strips: [
        [A, K, W, Q, S, X],
        [K, A, Q, W, X, S, A],
        [A, S, K, X, W],
        [Q, A, K, S, X, W],
        [A, X, K, W, S, Q, K],
      ],
      lines: [
        [1, 1, 1, 1, 1],
        [0, 0, 0, 0, 0],
        [2, 2, 2, 2, 2],
        [0, 1, 2, 1, 0],
        [2, 1, 0, 1, 2],
      ],
      freeSpins,
    });
    const model = createSlotRtpModel(config).rtp(config.pays, config.scatterPays);
    const brute = enumerateBaseSpin(config);
    expect(model.lines + model.scatter).toBeCloseTo(brute.value, 12);
    expect(model.triggerProbability).toBeCloseTo(brute.trigger, 12);
  });

  it('matches a brute-force enumeration of every stop combination (ways)', () => {
    const config = fixtureConfig({
      mode: 'ways',
      strips: [
        [A, K, Q, S, X, A],
        [K, A, Q, W, X, S],
        [A, S, K, X, W, Q],
        [Q, A, K, S, X, W],
        [A, X, K, W, S, Q],
      ],
      freeSpins,
    });
    const model = createSlotRtpModel(config).rtp(config.pays, config.scatterPays);
    const brute = enumerateBaseSpin(config);
    expect(model.lines + model.scatter).toBeCloseTo(brute.value, 12);
  });

  it('refuses ways games with wilds on the first reel (the product formula assumes none)', () => {
    const config = fixtureConfig({ mode: 'ways', strips: [[W, A], [A], [A], [A], [A]] });
    expect(() => createSlotRtpModel(config)).toThrow(/first reel/);
  });

  it('counts free spins as a branching process: N / (1 - pN) per trigger without a binding cap', () => {
    const p = 0.05;
    const rule = { triggerCount: 1, awards: [0, 5], multiplier: 1, retrigger: true, maxTotal: 400 };
    expect(expectedFreeSpins(rule, [1 - p, p])).toBeCloseTo((p * 5) / (1 - p * 5), 12);
  });

  it('applies the cap exactly (checked against a direct recursion)', () => {
    const p = 0.5;
    const rule = { triggerCount: 1, awards: [0, 5], multiplier: 1, retrigger: true, maxTotal: 12 };
    const played = (awarded: number, done: number): number =>
      done === awarded
        ? done
        : p * played(Math.min(rule.maxTotal, awarded + 5), done + 1) + (1 - p) * played(awarded, done + 1);
    expect(expectedFreeSpins(rule, [1 - p, p])).toBeCloseTo(p * played(5, 0), 12);
  });

  it('has no feature value without a free-spin rule', () => {
    expect(expectedFreeSpins(null, [0.5, 0.5])).toBe(0);
  });
});

describe('catalog slot configurations', () => {
  const declared = [8000, 9400, 9437, 9500, 9588, 9600, 9650, 9700, 9749, 9900];
  const lineCounts = [1, 5, 9, 10, 15, 20, 25, 30, 40, 50, 243, 1024];

  it('hit the declared RTP within 0.1% (exactly computed, every family and RTP)', () => {
    for (const lines of lineCounts) {
      for (const rtpBp of declared) {
        const config = slotConfigFor('any_game', lines, rtpBp);
        expect(Math.abs(config.rtp - rtpBp / 10_000), config.id).toBeLessThan(0.001);
        // The model rebuilt from the finished configuration agrees with the tuning.
        expect(createSlotRtpModel(config).rtp(config.pays, config.scatterPays).total).toBeCloseTo(
          config.rtp,
          12,
        );
      }
    }
  });

  it('keep every catalog line count on a family that plays it', () => {
    for (const family of slotFamilies) {
      for (const lines of [family.minLines, family.maxLines]) {
        const config = slotConfigFor('x', lines, 9600);
        expect(config.family).toBe(family.id);
        expect(config.mode === 'lines' ? config.lines.length : config.ways).toBe(lines);
      }
    }
  });
});
