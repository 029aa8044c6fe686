import { uniformInt, type RandomSource } from '../random/random-source.js';
import { freeSpinsAward } from './free-spins.js';
import type { SlotConfig } from './types.js';

/** Receives what a round shows, for building the player's view; simulations pass none. */
export interface SpinSink {
  /** The machine's `stops` and `window` hold the new spin. */
  beginSpin(kind: 'base' | 'free', multiplier: number): void;
  lineWin(line: number, symbol: number, count: number, units: number): void;
  waysWin(symbol: number, count: number, ways: number, units: number): void;
  endSpin(scatters: number, scatterUnits: number, awarded: number, remaining: number): void;
}

/**
 * A slot configuration compiled to flat typed arrays, with the spin and evaluation loop. Amounts here
 * are "units": hundredths of a credit, so a spin costs `100 * cost` units and nothing is rounded.
 * One instance keeps scratch state: use it from one round at a time.
 */
export class SlotMachine {
  readonly reels: number;
  readonly rows: number;
  readonly cost: number;
  readonly stops: Int32Array;
  /** window[reel * rows + row] */
  readonly window: Int32Array;
  private readonly strips: Int32Array[];
  private readonly lineCells: Int32Array;
  private readonly lineCount: number;
  private readonly pays: Int32Array;
  private readonly scatterPays: Int32Array;
  private readonly regular: Int32Array;
  private readonly wild: number;
  private readonly scatter: number;
  private hitSymbol = 0;
  private hitCount = 0;
  private hitWays = 0;
  private scatters = 0;
  private scatterUnits = 0;

  constructor(readonly config: SlotConfig) {
    const { reels, rows } = config;
    this.reels = reels;
    this.rows = rows;
    this.cost = config.cost;
    this.stops = new Int32Array(reels);
    this.window = new Int32Array(reels * rows);
    this.strips = config.strips.map((strip) => Int32Array.from(strip));
    this.lineCount = config.lines.length;
    this.lineCells = Int32Array.from(
      config.lines.flatMap((line) => line.map((row, reel) => reel * rows + row)),
    );
    this.pays = new Int32Array(config.symbols.length * (reels + 1));
    config.pays.forEach((row, symbol) =>
      row.forEach((pay, count) => (this.pays[symbol * (reels + 1) + count] = pay)),
    );
    this.scatterPays = new Int32Array(reels * rows + 1);
    config.scatterPays.forEach((pay, count) => (this.scatterPays[Math.min(count, reels * rows)] = pay));
    this.regular = Int32Array.from(config.symbols.filter((s) => s.kind === 'regular').map((s) => s.id));
    this.wild = config.symbols.find((s) => s.kind === 'wild')?.id ?? -1;
    this.scatter = config.symbols.find((s) => s.kind === 'scatter')?.id ?? -1;
  }

  /** Draws one stop per reel, left to right, and fills the window. */
  spin(rng: RandomSource): void {
    for (let reel = 0; reel < this.reels; reel++) {
      const strip = this.strips[reel]!;
      const stop = uniformInt(rng, strip.length);
      this.stops[reel] = stop;
      this.fillReel(reel, stop);
    }
  }

  /** Shows a given stop on a reel (tests and replays). */
  setStops(stops: readonly number[]): void {
    stops.forEach((stop, reel) => {
      this.stops[reel] = stop;
      this.fillReel(reel, stop);
    });
  }

  private fillReel(reel: number, stop: number): void {
    const strip = this.strips[reel]!;
    for (let row = 0; row < this.rows; row++)
      this.window[reel * this.rows + row] = strip[(stop + row) % strip.length]!;
  }

  /**
   * Pay of one line, read left to right from the first reel. Wilds substitute for every regular
   * symbol, never for a scatter. A line that starts with wilds pays the better of the wilds alone and
   * the symbol they complete (ties go to the symbol).
   */
  lineWin(line: number): number {
    const { window, lineCells, pays, wild, reels } = this;
    const base = line * reels;
    let wildRun = 0;
    while (wildRun < reels && window[lineCells[base + wildRun]!] === wild) wildRun++;
    const wildPay = wildRun > 0 ? pays[wild * (reels + 1) + wildRun]! : 0;
    const symbol = wildRun < reels ? window[lineCells[base + wildRun]!]! : wild;
    if (wildRun === reels || symbol === this.scatter) return this.hit(wild, wildRun, 1, wildPay);
    let count = wildRun + 1;
    while (count < reels) {
      const next = window[lineCells[base + count]!];
      if (next !== symbol && next !== wild) break;
      count++;
    }
    const symbolPay = pays[symbol * (reels + 1) + count]!;
    return wildPay > symbolPay ? this.hit(wild, wildRun, 1, wildPay) : this.hit(symbol, count, 1, symbolPay);
  }

  /** Ways pay of one symbol: reels from the left showing it (or a wild), times the product of the counts. */
  waysWin(symbol: number): number {
    const { window, rows, wild, reels } = this;
    let ways = 1;
    let count = 0;
    while (count < reels) {
      let onReel = 0;
      for (let row = 0; row < rows; row++) {
        const shown = window[count * rows + row];
        if (shown === symbol || shown === wild) onReel++;
      }
      if (onReel === 0) break;
      ways *= onReel;
      count++;
    }
    return this.hit(symbol, count, ways, this.pays[symbol * (reels + 1) + count]! * ways);
  }

  private hit(symbol: number, count: number, ways: number, units: number): number {
    this.hitSymbol = symbol;
    this.hitCount = count;
    this.hitWays = ways;
    return units;
  }

  scatterCount(): number {
    let count = 0;
    for (let cell = 0; cell < this.window.length; cell++) if (this.window[cell] === this.scatter) count++;
    return count;
  }

  /** Spins and evaluates: line or ways wins, then scatters, all times the multiplier. Returns the units. */
  private playSpin(
    rng: RandomSource,
    kind: 'base' | 'free',
    multiplier: number,
    sink: SpinSink | null,
  ): number {
    this.spin(rng);
    sink?.beginSpin(kind, multiplier);
    let units = 0;
    if (this.config.mode === 'lines') {
      for (let line = 0; line < this.lineCount; line++) {
        const won = this.lineWin(line) * multiplier;
        if (won === 0) continue;
        units += won;
        sink?.lineWin(line, this.hitSymbol, this.hitCount, won);
      }
    } else {
      for (let i = 0; i < this.regular.length; i++) {
        const won = this.waysWin(this.regular[i]!) * multiplier;
        if (won === 0) continue;
        units += won;
        sink?.waysWin(this.hitSymbol, this.hitCount, this.hitWays, won);
      }
    }
    this.scatters = this.scatterCount();
    this.scatterUnits = this.scatterPays[this.scatters]! * this.cost * multiplier;
    return units + this.scatterUnits;
  }

  /** Plays a whole round (the paid spin and every free spin it leads to); returns the units won. */
  playRound(rng: RandomSource, sink: SpinSink | null = null): number {
    const rule = this.config.freeSpins;
    const multiplier = rule?.multiplier ?? 1;
    let total = this.playSpin(rng, 'base', 1, sink);
    let awarded = freeSpinsAward(rule, this.scatters, 0, false);
    sink?.endSpin(this.scatters, this.scatterUnits, awarded, awarded);
    for (let played = 1; played <= awarded; played++) {
      total += this.playSpin(rng, 'free', multiplier, sink);
      const more = freeSpinsAward(rule, this.scatters, awarded, true);
      awarded += more;
      sink?.endSpin(this.scatters, this.scatterUnits, more, awarded - played);
    }
    return total;
  }
}
