import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../random/seeded-random.js';
import { slotConfigFor } from '../slots/config.js';
import { playSlotRound } from '../slots/play.js';
import { cardView } from './card-view.js';
import { crashDurationMs, crashMultiplierAt } from './crash-curve.js';
import { formatMultiplier, formatRtp, formatRtpFraction } from './format.js';
import { scatterCells, slotPaytable, slotSymbolView, winningCells } from './slot-view.js';

describe('formatting', () => {
  it('writes multipliers and RTPs from integer hundredths and basis points', () => {
    expect(formatMultiplier(250)).toBe('2.50×');
    expect(formatMultiplier(101)).toBe('1.01×');
    expect(formatMultiplier(100_000_000)).toBe('1,000,000.00×');
    expect(formatRtp(9612)).toBe('96.12%');
    expect(formatRtp(9405)).toBe('94.05%');
    expect(formatRtpFraction(0.98942)).toBe('98.94%');
  });
});

describe('cards', () => {
  it('draw from record names', () => {
    expect(cardView('TH')).toEqual({ rank: '10', suit: '♥', suitName: 'hearts', colour: 'red', text: '10♥' });
    expect(cardView('AS')).toMatchObject({ rank: 'A', colour: 'black', text: 'A♠' });
    expect(() => cardView('1X')).toThrow(RangeError);
  });
});

describe('crash curve', () => {
  it('rises from 1.00x and reaches a crash point at its duration', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(crashDurationMs(250))).toBeGreaterThanOrEqual(250);
    expect(crashMultiplierAt(crashDurationMs(250) - 20)).toBeLessThan(250);
    expect(crashDurationMs(100)).toBe(0);
  });
});

describe('slot views', () => {
  const config = slotConfigFor('tiger_fortune', 20, 9612);

  it('name, label and colour every symbol from the theme', () => {
    for (const symbol of config.symbols) {
      const view = slotSymbolView(config, symbol.id);
      expect(view.name).toBe(symbol.name);
      expect(view.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(view.label.length).toBeGreaterThan(0);
    }
  });

  it('list the paytable from the best pay down, scatter last', () => {
    const table = slotPaytable(config);
    expect(table.at(-1)!.symbol.kind).toBe('scatter');
    const best = table.slice(0, -1).map((row) => Math.max(...row.pays.map((p) => p.pay)));
    expect(best).toEqual([...best].sort((a, b) => b - a));
  });

  it('highlight the cells of each win', () => {
    const rng = createSeededRandom(12);
    let checked = 0;
    for (let i = 0; i < 200; i++) {
      const { outcome } = playSlotRound(config, { stake: 2000 }, rng);
      for (const spin of outcome.spins) {
        for (const win of spin.wins) {
          const cells = winningCells(config, spin, win);
          expect(cells.length).toBe(win.count);
          const wild = config.symbols.find((s) => s.kind === 'wild')!.id;
          for (const [reel, row] of cells) expect([win.symbol, wild]).toContain(spin.window[reel]![row]);
          checked++;
        }
        expect(scatterCells(config, spin).length).toBe(spin.scatter.count);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
