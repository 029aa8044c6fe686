import { slotThemeById, type SymbolLook } from '../slots/themes.js';
import type { SlotConfig, SlotSpin, SlotSymbol, SlotWin } from '../slots/types.js';

export type SymbolView = SymbolLook & Pick<SlotSymbol, 'id' | 'role' | 'kind'>;

export function slotSymbolView(config: SlotConfig, symbolId: number): SymbolView {
  const symbol = config.symbols[symbolId];
  if (!symbol) throw new RangeError(`symbol ${symbolId} is not in ${config.id}`);
  return {
    ...slotThemeById(config.theme).symbols[symbol.role],
    id: symbol.id,
    role: symbol.role,
    kind: symbol.kind,
  };
}

export interface PaytableRow {
  symbol: SymbolView;
  /** Paying counts with the pay in hundredths: of a credit (line or way bet), or of the total stake for scatters. */
  pays: { count: number; pay: number }[];
}

/** The paytable screen: symbols from the highest pay down, then the scatter. */
export function slotPaytable(config: SlotConfig): PaytableRow[] {
  const row = (symbol: SlotSymbol, pays: readonly number[]): PaytableRow => ({
    symbol: slotSymbolView(config, symbol.id),
    pays: pays.flatMap((pay, count) => (pay > 0 ? [{ count, pay }] : [])),
  });
  const best = (r: PaytableRow): number => Math.max(0, ...r.pays.map((p) => p.pay));
  const rows = config.symbols
    .filter((s) => s.kind !== 'scatter')
    .map((s) => row(s, config.pays[s.id] ?? []))
    .filter((r) => r.pays.length > 0)
    .sort((a, b) => best(b) - best(a));
  const scatter = config.symbols.find((s) => s.kind === 'scatter');
  return scatter ? [...rows, row(scatter, config.scatterPays)] : rows;
}

/** Cells [reel, row] to highlight for a win of a spin. */
export function winningCells(config: SlotConfig, spin: SlotSpin, win: SlotWin): [number, number][] {
  if (win.kind === 'line') {
    const line = config.lines[win.line] ?? [];
    return line.slice(0, win.count).map((row, reel) => [reel, row]);
  }
  const wild = config.symbols.find((s) => s.kind === 'wild')?.id;
  return spin.window
    .slice(0, win.count)
    .flatMap((column, reel) =>
      column.flatMap((shown, row): [number, number][] =>
        shown === win.symbol || shown === wild ? [[reel, row]] : [],
      ),
    );
}

/** Cells showing a scatter. */
export function scatterCells(config: SlotConfig, spin: SlotSpin): [number, number][] {
  const scatter = config.symbols.find((s) => s.kind === 'scatter')?.id;
  return spin.window.flatMap((column, reel) =>
    column.flatMap((shown, row): [number, number][] => (shown === scatter ? [[reel, row]] : [])),
  );
}
