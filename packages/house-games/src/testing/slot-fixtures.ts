import type { FreeSpinRule, SlotConfig, SlotSymbol, SymbolKind } from '../slots/types.js';

/** Test symbols: A, K, Q regular; X a regular blank that pays nothing; W wild; S scatter. */
export const A = 0;
export const K = 1;
export const Q = 2;
export const X = 3;
export const W = 4;
export const S = 5;

const kinds: SymbolKind[] = ['regular', 'regular', 'regular', 'regular', 'wild', 'scatter'];
const roles = ['H1', 'H2', 'H3', 'L1', 'WILD', 'SCATTER'] as const;
const symbols: SlotSymbol[] = kinds.map((kind, id) => ({ id, kind, role: roles[id]!, name: 'AKQXWS'[id]! }));

export interface FixtureOptions {
  mode?: 'lines' | 'ways';
  rows?: number;
  lines?: number[][];
  strips: number[][];
  freeSpins?: FreeSpinRule | null;
}

/** A 5-reel configuration with a small known paytable (pays in hundredths of a credit). */
export function fixtureConfig({
  mode = 'lines',
  rows = 3,
  lines,
  strips,
  freeSpins = null,
}: FixtureOptions): SlotConfig {
  const payLines = mode === 'lines' ? (lines ?? [[1, 1, 1, 1, 1]]) : [];
  return {
    id: 'slots:test',
    family: 'test',
    theme: 'fruits',
    reels: strips.length,
    rows,
    mode,
    lines: payLines,
    ways: mode === 'ways' ? rows ** strips.length : 0,
    cost: mode === 'lines' ? payLines.length : 10,
    symbols,
    strips,
    pays: [
      [0, 0, 0, 1000, 2000, 5000],
      [0, 0, 0, 500, 1000, 2500],
      [0, 0, 100, 200, 300, 400],
      [],
      [0, 0, 0, 3000, 4000, 10000],
      [],
    ],
    scatterPays: [0, 0, 100, 500, 1000, 2000],
    freeSpins,
    declaredRtpBp: 9600,
    rtp: 0,
  };
}

/** Strips that are the window's columns, so stops [0, 0, ...] show exactly `window` (window[reel][row]). */
export const stripsShowing = (window: number[][]): number[][] => window.map((column) => [...column]);
