import { assertStake, mulDivFloor, type Minor } from '../money.js';

export interface TableBetResult<K extends string> {
  kind: K;
  stake: Minor;
  /** Amount returned to the player, stake included (0 when lost). */
  win: Minor;
}

export type TableBets<K extends string> = Partial<Record<K, Minor>>;

/** Checks a table bet slip: known spots only, at least one, each a valid stake. */
export function assertTableBets<K extends string>(kinds: readonly K[], bets: TableBets<K>): [K, Minor][] {
  const entries = Object.entries(bets) as [K, Minor | undefined][];
  const placed = entries.filter((entry): entry is [K, Minor] => entry[1] !== undefined);
  for (const [kind, stake] of placed) {
    if (!kinds.includes(kind)) throw new RangeError(`unknown bet ${kind}`);
    assertStake(stake, `${kind} stake`);
  }
  if (placed.length === 0) throw new RangeError('place at least one bet');
  return placed;
}

/**
 * Pays each bet `floor(stake * returnPercent / 100)`, where returnPercent is what the outcome returns
 * per 100 staked (200 for an even-money win, 195 for banker's 0.95:1, 100 for a push, 0 for a loss).
 */
export function settleTableBets<K extends string>(
  kinds: readonly K[],
  bets: TableBets<K>,
  returnPercent: (kind: K) => number,
): { results: TableBetResult<K>[]; stake: Minor; win: Minor } {
  const results = assertTableBets(kinds, bets).map(([kind, stake]) => ({
    kind,
    stake,
    win: mulDivFloor(stake, returnPercent(kind), 100),
  }));
  return {
    results,
    stake: results.reduce((sum, bet) => sum + bet.stake, 0),
    win: results.reduce((sum, bet) => sum + bet.win, 0),
  };
}
