import { findBetType, payoutOf, type Odds } from '../bets/registry.js';
import type { DrawResult, LotteryFamily } from '../games/families.js';

/** One selection of a ticket as bought: picks, bets and the odds (thousandths) it was priced at. */
export interface TicketLine {
  betType: string;
  picks: string[][];
  bets: number;
  odds: Odds;
}

/** What a ticket stores about what it bought (lp_ticket.selections). */
export interface TicketSelections {
  unit: string;
  multiplier: number;
  lines: TicketLine[];
}

export const lineStake = (line: TicketLine, unit: bigint, multiplier: number): bigint =>
  BigInt(line.bets) * unit * BigInt(multiplier);

/** What each line of a ticket wins against a result (prize only; the rebate is added by settlement). */
export function lineWins(
  selections: TicketSelections,
  result: DrawResult,
  family: LotteryFamily,
  drawAt: Date,
): bigint[] {
  const unit = BigInt(selections.unit);
  return selections.lines.map((line) => {
    const type = findBetType(line.betType);
    if (!type) return 0n;
    return payoutOf(
      type.wins(line.picks, result, { family, drawAt }),
      line.odds,
      unit,
      selections.multiplier,
    );
  });
}

/**
 * What a ticket could pay at most, in total ('*') and per number for single-number bets
 * (`<betType>:<group>:<pick>`), the amounts the liability limits are checked against.
 */
export function liabilityOf(selections: TicketSelections, family: LotteryFamily): Map<string, bigint> {
  const unit = BigInt(selections.unit) * BigInt(selections.multiplier);
  const amounts = new Map<string, bigint>();
  const add = (key: string, amount: bigint) => amounts.set(key, (amounts.get(key) ?? 0n) + amount);
  for (const line of selections.lines) {
    const type = findBetType(line.betType);
    if (!type) continue;
    const top = BigInt(Math.max(...Object.values(line.odds)));
    add('*', (unit * top * BigInt(type.maxWins(line.picks, family))) / 1000n);
    if (!type.numberBet) continue;
    line.picks.forEach((picks, index) => {
      for (const pick of picks) add(`${line.betType}:${index}:${pick}`, (unit * top) / 1000n);
    });
  }
  return amounts;
}
