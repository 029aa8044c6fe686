import { parseMinor } from '@app/contracts';
import { checkSelection } from '@app/lottery-provider/bets';
import type { LpGameDetail } from '@app/lottery-provider/client-api';

/** One selection on the slip, as the player built it. */
export interface SlipLine {
  betType: string;
  picks: string[][];
  bets: number;
}

/** The bets a selection holds (the provider's own rules), or the reason it is not a bet yet. */
export function linePrice(
  family: string,
  betType: string,
  picks: string[][],
): { ok: true; bets: number } | { ok: false; message: string } {
  const checked = checkSelection(family as never, betType, picks);
  return checked.ok ? { ok: true, bets: checked.combos } : { ok: false, message: checked.message };
}

/** The slip's total in minor units: bets x unit x multiplier for every draw it follows. */
export function slipTotal(
  lines: readonly SlipLine[],
  unit: string,
  multiplier: number,
  draws: number,
): bigint | null {
  const unitMinor = parseMinor(unit);
  if (unitMinor === null || unitMinor <= 0n || !Number.isInteger(multiplier) || multiplier < 1) return null;
  const bets = lines.reduce((total, line) => total + line.bets, 0);
  return BigInt(bets) * unitMinor * BigInt(multiplier) * BigInt(Math.max(1, draws));
}

type BetTypeView = LpGameDetail['betTypes'][number];

/** A random valid selection of a bet type (the fewest picks each group needs). */
export function quickPick(type: BetTypeView, random: () => number = Math.random): string[][] {
  const required = type.groups.reduce((any, group) => any || group.min > 0, false);
  return type.groups.map((group, index) => {
    const count = group.min > 0 ? group.min : !required && index === 0 ? 1 : 0;
    const pool = group.tokens ? [...group.tokens] : randomNumbers(group.pattern ?? '', 40, random);
    const picked: string[] = [];
    while (picked.length < count && pool.length > 0) {
      picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    }
    return picked;
  });
}

/** Candidates for a pattern group such as ^[0-9]{3}$ (three-digit numbers). */
function randomNumbers(pattern: string, count: number, random: () => number): string[] {
  const width = Number(/\{(\d+)\}/.exec(pattern)?.[1] ?? 2);
  return Array.from({ length: count }, () => String(Math.floor(random() * 10 ** width)).padStart(width, '0'));
}

/** Picks typed as text ("12 34, 56") for a pattern group. */
export const parsePickText = (text: string): string[] => [
  ...new Set(text.split(/[\s,;]+/).filter((token) => token.length > 0)),
];
