import { expectedFreeSpins } from './free-spins.js';
import type { SlotConfig } from './types.js';

export type SlotShape = Pick<
  SlotConfig,
  'reels' | 'rows' | 'mode' | 'cost' | 'lines' | 'symbols' | 'strips' | 'freeSpins'
>;

export interface SlotRtp {
  /** Line or ways wins of the paid spin, per unit staked. */
  lines: number;
  /** Scatter pays of the paid spin, per unit staked. */
  scatter: number;
  /** Everything won in free spins, per unit staked. */
  freeSpins: number;
  total: number;
  /** Probability that the paid spin awards free spins. */
  triggerProbability: number;
  /** Expected free spins per paid spin. */
  expectedFreeSpins: number;
}

export interface SlotRtpModel {
  rtp(pays: readonly (readonly number[])[], scatterPays: readonly number[]): SlotRtp;
}

/**
 * Exact RTP of a slot from its strips and paytable, with no simulation.
 *
 * Each reel stops uniformly and independently, so the symbol a line reads on a reel is distributed as
 * the strip's symbol frequencies whatever row the line uses, and the reels are independent. Every line
 * therefore has the same expected pay, found by walking reel by reel through the few states a line can
 * be in (leading wilds, then a symbol and a run length) — a finite enumeration weighted by the strip
 * frequencies. Ways: with c_r the number of cells on reel r showing symbol s or a wild, a spin pays
 * pay[s][k] * c_0 * ... * c_(k-1) when c_k = 0, and independence gives its expectation as
 * pay[s][k] * E[c_0] * ... * E[c_(k-1)] * P(c_k = 0). The scatter count of the window is the convolution
 * of each reel's exact count distribution (over all its stops). Free spins use the same strips, so each
 * one is worth multiplier * (base spin value) and, by Wald's identity, the feature is worth
 * E[free spins] * multiplier * (base spin value).
 */
export function createSlotRtpModel(shape: SlotShape): SlotRtpModel {
  const wild = shape.symbols.find((s) => s.kind === 'wild')?.id ?? -1;
  const scatter = shape.symbols.find((s) => s.kind === 'scatter')?.id ?? -1;
  const regular = shape.symbols.filter((s) => s.kind === 'regular').map((s) => s.id);
  const frequencies = shape.strips.map((strip) => {
    const counts = new Array<number>(shape.symbols.length).fill(0);
    for (const symbol of strip) counts[symbol]! += 1;
    return counts.map((count) => count / strip.length);
  });
  const windows = (reel: number): number[][] => {
    const strip = shape.strips[reel]!;
    return strip.map((_, stop) =>
      Array.from({ length: shape.rows }, (_, row) => strip[(stop + row) % strip.length]!),
    );
  };
  const scatterProbability = scatterCountDistribution(shape, scatter, windows);
  const perUnit = 1 / (100 * shape.cost);

  const expectedLineWins =
    shape.mode === 'lines'
      ? lineOutcomes(shape.reels, frequencies, regular, wild, scatter)
      : waysOutcomes(shape, frequencies, regular, wild, windows);
  const freeSpinCount = expectedFreeSpins(shape.freeSpins, scatterProbability);
  const triggerProbability = scatterProbability.reduce(
    (sum, p, count) => (shape.freeSpins && count >= shape.freeSpins.triggerCount ? sum + p : sum),
    0,
  );

  return {
    rtp(pays, scatterPays) {
      const payOf = (symbol: number, count: number): number =>
        symbol < 0 ? 0 : (pays[symbol]?.[count] ?? 0);
      let lineUnits = 0;
      for (const outcome of expectedLineWins) {
        const win = Math.max(payOf(wild, outcome.wildRun), payOf(outcome.symbol, outcome.count));
        lineUnits += outcome.weight * win;
      }
      const lines = lineUnits * (shape.mode === 'lines' ? shape.lines.length : 1) * perUnit;
      const scatterValue =
        scatterProbability.reduce((sum, p, count) => sum + p * (scatterPays[count] ?? 0), 0) / 100;
      const spinValue = lines + scatterValue;
      const freeSpins = freeSpinCount * (shape.freeSpins?.multiplier ?? 1) * spinValue;
      return {
        lines,
        scatter: scatterValue,
        freeSpins,
        total: spinValue + freeSpins,
        triggerProbability,
        expectedFreeSpins: freeSpinCount,
      };
    },
  };
}

/** A way a line or a symbol's ways can end, and its weight (probability, or expected way count). */
interface Outcome {
  wildRun: number;
  symbol: number;
  count: number;
  weight: number;
}

function lineOutcomes(
  reels: number,
  frequencies: readonly (readonly number[])[],
  regular: readonly number[],
  wild: number,
  scatter: number,
): Outcome[] {
  const outcomes: Outcome[] = [];
  const end = (wildRun: number, symbol: number, count: number, weight: number): void => {
    if (weight > 0) outcomes.push({ wildRun, symbol, count, weight });
  };
  // After `symbol` was fixed on reel `reel - 1`, the run goes on while reels show it or a wild.
  const extend = (reel: number, wildRun: number, symbol: number, weight: number): void => {
    if (reel === reels) return end(wildRun, symbol, reels, weight);
    const goOn = frequencies[reel]![symbol]! + (wild >= 0 ? frequencies[reel]![wild]! : 0);
    end(wildRun, symbol, reel, weight * (1 - goOn));
    extend(reel + 1, wildRun, symbol, weight * goOn);
  };
  const leadingWilds = (reel: number, weight: number): void => {
    if (reel === reels) return end(reels, -1, 0, weight);
    const freq = frequencies[reel]!;
    if (wild >= 0) leadingWilds(reel + 1, weight * freq[wild]!);
    if (scatter >= 0) end(reel, -1, 0, weight * freq[scatter]!);
    for (const symbol of regular) extend(reel + 1, reel, symbol, weight * freq[symbol]!);
  };
  leadingWilds(0, 1);
  return outcomes;
}

function waysOutcomes(
  shape: SlotShape,
  frequencies: readonly (readonly number[])[],
  regular: readonly number[],
  wild: number,
  windows: (reel: number) => number[][],
): Outcome[] {
  if (wild >= 0 && frequencies[0]![wild]! > 0)
    throw new Error('ways games may not have wilds on the first reel');
  const reelWindows = shape.strips.map((_, reel) => windows(reel));
  return regular.flatMap((symbol) => {
    const covers = (shown: number): boolean => shown === symbol || shown === wild;
    const expectedCount = frequencies.map(
      (freq) => shape.rows * (freq[symbol]! + (wild >= 0 ? freq[wild]! : 0)),
    );
    const missing = reelWindows.map((ws) => ws.filter((w) => !w.some(covers)).length / ws.length);
    const outcomes: Outcome[] = [];
    let ways = 1;
    for (let count = 1; count <= shape.reels; count++) {
      ways *= expectedCount[count - 1]!;
      const weight = ways * (count < shape.reels ? missing[count]! : 1);
      outcomes.push({ wildRun: 0, symbol, count, weight });
    }
    return outcomes;
  });
}

function scatterCountDistribution(
  shape: SlotShape,
  scatter: number,
  windows: (reel: number) => number[][],
): number[] {
  let dist = [1];
  if (scatter < 0) return dist;
  for (let reel = 0; reel < shape.reels; reel++) {
    const ws = windows(reel);
    const onReel = new Array<number>(shape.rows + 1).fill(0);
    for (const w of ws) onReel[w.filter((s) => s === scatter).length]! += 1;
    onReel.forEach((n, count) => (onReel[count] = n / ws.length));
    const next = new Array<number>(dist.length + shape.rows).fill(0);
    dist.forEach((p, before) => onReel.forEach((q, here) => (next[before + here]! += p * q)));
    dist = next;
  }
  return dist;
}
