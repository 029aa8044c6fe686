import type { Minor } from '../money.js';

export const symbolRoles = [
  'H1',
  'H2',
  'H3',
  'H4',
  'L1',
  'L2',
  'L3',
  'L4',
  'L5',
  'L6',
  'WILD',
  'SCATTER',
] as const;
/** H1..H4 high-paying, L1..L6 low-paying; a theme gives each role a name, a label and a colour. */
export type SymbolRole = (typeof symbolRoles)[number];
export type SymbolKind = 'regular' | 'wild' | 'scatter';

export interface SlotSymbol {
  /** Index in the configuration's symbol list; reel strips and windows hold these ids. */
  id: number;
  role: SymbolRole;
  kind: SymbolKind;
  name: string;
}

export interface FreeSpinRule {
  /** Fewest scatters (anywhere in the window) that award free spins. */
  triggerCount: number;
  /** Spins awarded, indexed by scatter count (0 below the trigger). */
  awards: readonly number[];
  /** Every win during free spins is multiplied by this. */
  multiplier: number;
  /** Whether scatters during free spins award more. */
  retrigger: boolean;
  /** Cap on the free spins one round can award in total. */
  maxTotal: number;
}

/** The math of a family of games before it is tuned to a declared RTP. */
export interface SlotFamily {
  id: string;
  reels: number;
  rows: number;
  mode: 'lines' | 'ways';
  /** Line counts this family serves (inclusive); ways families serve their way count only. */
  minLines: number;
  maxLines: number;
  /** Credits one spin costs in ways mode (lines mode: one credit per line). */
  waysCost: number;
  roles: readonly SymbolRole[];
  /** reelCounts[reel][symbol]: how many stops of the strip show that symbol. */
  reelCounts: readonly (readonly number[])[];
  /** basePays[symbol][count] in credits (line bet, or bet per way), before tuning. */
  basePays: readonly (readonly number[])[];
  /** baseScatterPays[count] in multiples of the total bet, before tuning. */
  baseScatterPays: readonly number[];
  freeSpins: FreeSpinRule | null;
  /** Seeds the deterministic strip layout. */
  stripSeed: number;
}

export interface SlotConfig {
  /** `slots:v1:<family>:<theme>:<lines>:<rtpBp>`; enough to rebuild the configuration. */
  id: string;
  family: string;
  theme: string;
  reels: number;
  rows: number;
  mode: 'lines' | 'ways';
  /** Paylines as the row shown on each reel (0 = top); empty in ways mode. */
  lines: readonly (readonly number[])[];
  /** rows^reels in ways mode, else 0. */
  ways: number;
  /** Credits per spin: the total stake is split into this many credits (lines, or the ways bet multiplier). */
  cost: number;
  symbols: readonly SlotSymbol[];
  strips: readonly (readonly number[])[];
  /** pays[symbol][count] in hundredths of a credit. */
  pays: readonly (readonly number[])[];
  /** scatterPays[count] in hundredths of the total stake. */
  scatterPays: readonly number[];
  freeSpins: FreeSpinRule | null;
  declaredRtpBp: number;
  /** RTP computed exactly from the strips and the paytable (a fraction, e.g. 0.9612). */
  rtp: number;
}

export interface SlotBet {
  stake: Minor;
}

/**
 * A winning line (index into `config.lines`) or a symbol's ways. `pay` is in hundredths of a credit (the
 * line bet, or the bet per way), before the free-spin multiplier; `win` is the poisha paid for it.
 */
export type SlotWin =
  | { kind: 'line'; line: number; symbol: number; count: number; pay: number; win: Minor }
  | { kind: 'ways'; symbol: number; count: number; ways: number; pay: number; win: Minor };

export interface SlotScatterWin {
  count: number;
  /** Hundredths of the total stake, before the free-spin multiplier. */
  pay: number;
  win: Minor;
}

export interface SlotSpin {
  kind: 'base' | 'free';
  /** Strip index at the top row of each reel. */
  stops: number[];
  /** window[reel][row]: symbol ids as shown. */
  window: number[][];
  multiplier: number;
  wins: SlotWin[];
  scatter: SlotScatterWin;
  freeSpinsAwarded: number;
  freeSpinsRemaining: number;
  win: Minor;
}

export interface SlotOutcome {
  spins: SlotSpin[];
}
