import { describe, expect, it } from 'vitest';
import { A, fixtureConfig, K, Q, S, stripsShowing, W, X } from '../testing/slot-fixtures.js';
import { createSeededRandom } from '../random/seeded-random.js';
import { SlotMachine } from './machine.js';

/** Middle row as given, X above and below: only the middle line (the default fixture line) matters. */
const middle = (row: number[]): number[][] => row.map((symbol) => [X, symbol, X]);

function lineWin(row: number[]): { units: number; machine: SlotMachine } {
  const machine = new SlotMachine(fixtureConfig({ strips: stripsShowing(middle(row)) }));
  machine.setStops([0, 0, 0, 0, 0]);
  return { units: machine.lineWin(0), machine };
}

describe('line evaluation', () => {
  it.each([
    ['three of a kind from the left', [A, A, A, X, X], 1000],
    ['a wild first substitutes', [W, A, A, X, X], 1000],
    ['a wild inside the run substitutes', [A, W, A, A, X], 2000],
    ['five with wilds', [W, W, A, A, A], 5000],
    ['wilds alone pay the wild pay', [W, W, W, X, X], 3000],
    ['wilds beat a worse symbol they complete', [W, W, W, A, X], 3000],
    ['five wilds', [W, W, W, W, W], 10000],
    ['left to right only: no pay from the second reel', [X, A, A, A, A], 0],
    ['a right-aligned run does not pay', [K, Q, A, A, A], 0],
    ['a scatter breaks the line', [A, A, S, A, A], 0],
    ['wild then scatter pays nothing (one wild has no pay)', [W, S, A, A, A], 0],
    ['two-of-a-kind pays where the table says so', [Q, Q, K, K, K], 100],
    ['a wild never turns into a scatter', [S, W, W, X, X], 0],
  ])('%s', (_name, row, expected) => {
    expect(lineWin(row).units).toBe(expected);
  });

  it('a symbol with a better pay beats the wild run that starts it', () => {
    // W W A A A: two wilds pay nothing, A x5 pays 5000.
    expect(lineWin([W, W, A, A, A]).units).toBe(5000);
  });

  it('reads each payline through its own rows', () => {
    const window = [
      [A, X, X],
      [X, A, X],
      [X, X, A],
      [X, A, X],
      [A, X, X],
    ];
    const config = fixtureConfig({
      strips: stripsShowing(window),
      lines: [
        [1, 1, 1, 1, 1],
        [0, 1, 2, 1, 0],
      ],
    });
    const machine = new SlotMachine(config);
    machine.setStops([0, 0, 0, 0, 0]);
    expect([machine.lineWin(0), machine.lineWin(1)]).toEqual([0, 5000]);
  });
});

describe('scatters', () => {
  it('count anywhere in the window, on any reels, in any order', () => {
    const window = [
      [S, X, X],
      [X, X, X],
      [X, X, S],
      [X, X, X],
      [X, S, X],
    ];
    const machine = new SlotMachine(fixtureConfig({ strips: stripsShowing(window) }));
    machine.setStops([0, 0, 0, 0, 0]);
    expect(machine.scatterCount()).toBe(3);
  });

  it('pay times the total stake and award free spins', () => {
    const window = [
      [S, X, X],
      [X, S, X],
      [X, X, S],
      [X, X, X],
      [X, X, X],
    ];
    const config = fixtureConfig({
      strips: stripsShowing(window),
      freeSpins: { triggerCount: 3, awards: [0, 0, 0, 5], multiplier: 2, retrigger: false, maxTotal: 50 },
    });
    const machine = new SlotMachine(config);
    const spins: { kind: string; scatters: number; awarded: number; remaining: number }[] = [];
    let kind = '';
    const units = machine.playRound(createSeededRandom(1), {
      beginSpin: (k) => (kind = k),
      lineWin: () => undefined,
      waysWin: () => undefined,
      endSpin: (scatters, _units, awarded, remaining) => spins.push({ kind, scatters, awarded, remaining }),
    });
    // Every spin shows the same window (one-stop strips): 3 scatters pay 5x the stake (500 hundredths
    // of it, times the cost of 1 credit); free spins pay double and do not retrigger.
    expect(spins[0]).toEqual({ kind: 'base', scatters: 3, awarded: 5, remaining: 5 });
    expect(spins.slice(1).map((s) => s.remaining)).toEqual([4, 3, 2, 1, 0]);
    expect(spins.slice(1).every((s) => s.kind === 'free' && s.awarded === 0)).toBe(true);
    expect(units).toBe(500 + 5 * 2 * 500);
  });

  it('retriggers stop at the cap on free spins per round', () => {
    const window = [[S], [S], [S], [X], [X]];
    const config = fixtureConfig({
      rows: 1,
      strips: stripsShowing(window),
      freeSpins: { triggerCount: 3, awards: [0, 0, 0, 10], multiplier: 1, retrigger: true, maxTotal: 25 },
    });
    const awards: number[] = [];
    new SlotMachine(config).playRound(createSeededRandom(1), {
      beginSpin: () => undefined,
      lineWin: () => undefined,
      waysWin: () => undefined,
      endSpin: (_s, _u, awarded) => awards.push(awarded),
    });
    expect(awards.reduce((a, b) => a + b, 0)).toBe(25);
    expect(awards.length).toBe(26);
  });
});

describe('ways evaluation', () => {
  it('multiplies the cells showing the symbol or a wild on consecutive reels from the left', () => {
    const window = [
      [A, A, X],
      [A, W, K],
      [K, A, W],
      [X, X, X],
      [A, A, A],
    ];
    const machine = new SlotMachine(fixtureConfig({ mode: 'ways', strips: stripsShowing(window) }));
    machine.setStops([0, 0, 0, 0, 0]);
    // A: 2 * 2 * 2 ways of three = 8 * 1000; K: none on reel 1.
    expect(machine.waysWin(A)).toBe(8 * 1000);
    expect(machine.waysWin(K)).toBe(0);
  });
});
