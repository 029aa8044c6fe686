/**
 * Settlement rules as pure functions. Odds are decimal odds in hundredths (1.85 is 185n); money is
 * integer minor units. A leg's result says what part of its stake wins at its odds and what part is
 * handed back:
 * - won: the whole stake at the odds; lost: nothing;
 * - void (also a push on a whole line, or an abandoned match): the stake back (odds 1.00);
 * - half_won (quarter lines): half at the odds, half back; half_lost: half back, half lost;
 * - dead heat: `deadHeat` runners tied for the place: the stake is split and one share wins.
 */
export const legResults = ['won', 'lost', 'void', 'half_won', 'half_lost'] as const;
export type LegResult = (typeof legResults)[number];

export interface LegOutcome {
  result: LegResult;
  /** Runners tied for a won place (dead heat): a won leg returns odds / deadHeat. */
  deadHeat?: number;
}

export const ODDS_SCALE = 100n;

/** A non-negative fraction of big integers. */
export interface Ratio {
  num: bigint;
  den: bigint;
}

/** What one unit staked on a leg returns (stake included), as a fraction. */
export function legReturn(odds: bigint, outcome: LegOutcome): Ratio {
  switch (outcome.result) {
    case 'won':
      return { num: odds, den: ODDS_SCALE * BigInt(outcome.deadHeat ?? 1) };
    case 'lost':
      return { num: 0n, den: 1n };
    case 'void':
      return { num: 1n, den: 1n };
    case 'half_won':
      return { num: odds + ODDS_SCALE, den: 2n * ODDS_SCALE };
    case 'half_lost':
      return { num: 1n, den: 2n };
  }
}

/**
 * What a bet pays (stake included): the stake times the product of its legs' returns, rounded down
 * to the minor unit. A single is a bet of one leg; a voided leg of a multiple counts at odds 1.00.
 */
export function betPayout(stake: bigint, legs: readonly { odds: bigint; outcome: LegOutcome }[]): bigint {
  let num = stake;
  let den = 1n;
  for (const leg of legs) {
    const ratio = legReturn(leg.odds, leg.outcome);
    num *= ratio.num;
    den *= ratio.den;
  }
  return num / den;
}

/** Whether every leg of a bet is void: the bet is cancelled and its stake refunded. */
export const allVoid = (outcomes: readonly LegOutcome[]): boolean =>
  outcomes.length > 0 && outcomes.every((outcome) => outcome.result === 'void');

/** A whole or half line: won above, push (void) on, lost below. */
function wholeLineOutcome(margin: number): LegResult {
  if (margin > 1e-9) return 'won';
  if (margin < -1e-9) return 'lost';
  return 'void';
}

/** Whether a line is a quarter line (.25 or .75): its stake is split over the two lines beside it. */
export const isQuarterLine = (line: number): boolean => Math.abs(((Math.abs(line) * 4) % 2) - 1) < 1e-9;

/**
 * A handicap or total selection whose `margin` is (the measured quantity - the line) from the
 * selection's side: handicap home -0.5 on 2-1 is (2 - 1) - 0.5 = 0.5; under 2.25 on 2 goals is
 * 2.25 - 2 = 0.25. Quarter lines settle half on each neighbouring line: a push and a win is half won.
 */
export function lineOutcome(margin: number, line: number): LegOutcome {
  if (!isQuarterLine(line)) return { result: wholeLineOutcome(margin) };
  const halves = [wholeLineOutcome(margin - 0.25), wholeLineOutcome(margin + 0.25)];
  const wins = halves.filter((half) => half === 'won').length;
  const losses = halves.filter((half) => half === 'lost').length;
  if (wins === 2) return { result: 'won' };
  if (losses === 2) return { result: 'lost' };
  if (wins === 1 && losses === 0) return { result: 'half_won' };
  if (losses === 1 && wins === 0) return { result: 'half_lost' };
  return { result: 'void' };
}

/** Handicap: the selection's side gets `line` added to its score. */
export const handicapOutcome = (own: number, other: number, line: number): LegOutcome =>
  lineOutcome(own + line - other, line);

/** Over / under a total. */
export const totalOutcome = (total: number, line: number, side: 'over' | 'under'): LegOutcome =>
  lineOutcome(side === 'over' ? total - line : line - total, line);

/**
 * A winner market among several runners (top batsman): every runner with the best value wins, split
 * as a dead heat when several share it; the others lose.
 */
export function bestOf(values: Readonly<Record<string, number>>): Record<string, LegOutcome> {
  const best = Math.max(...Object.values(values));
  const winners = Object.keys(values).filter((id) => values[id] === best);
  return Object.fromEntries(
    Object.keys(values).map((id) => [
      id,
      winners.includes(id)
        ? winners.length > 1
          ? { result: 'won', deadHeat: winners.length }
          : { result: 'won' }
        : { result: 'lost' },
    ]),
  ) as Record<string, LegOutcome>;
}

/** One selection wins, the others lose. */
export function oneWinner(selectionIds: readonly string[], winner: string): Record<string, LegOutcome> {
  return Object.fromEntries(
    selectionIds.map((id) => [id, { result: id === winner ? 'won' : 'lost' } satisfies LegOutcome]),
  );
}

/** Every selection void (abandoned match, a market that cannot be decided). */
export const allSelectionsVoid = (selectionIds: readonly string[]): Record<string, LegOutcome> =>
  Object.fromEntries(selectionIds.map((id) => [id, { result: 'void' } satisfies LegOutcome]));

/**
 * Fair decimal odds of a selection from sampled outcomes: the odds o at which the expected return
 * (won part times o plus the part handed back) is exactly the stake. Null when it never wins.
 */
export function fairOdds(outcomes: readonly LegOutcome[]): number | null {
  let winShare = 0;
  let backShare = 0;
  for (const outcome of outcomes) {
    switch (outcome.result) {
      case 'won':
        winShare += 1 / (outcome.deadHeat ?? 1);
        break;
      case 'void':
        backShare += 1;
        break;
      case 'half_won':
        winShare += 0.5;
        backShare += 0.5;
        break;
      case 'half_lost':
        backShare += 0.5;
        break;
      case 'lost':
        break;
    }
  }
  if (winShare === 0) return null;
  return (outcomes.length - backShare) / winShare;
}
