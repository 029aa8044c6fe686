import type { LotteryFamily } from '../games/families.js';
import type { BetType, PickGroup } from './bet-type.js';
import { fourDBetTypes, thaiBetTypes, vnBetTypes } from './numbers-games.js';
import { elevenBetTypes, kenoBetTypes, lhcBetTypes, pk10BetTypes } from './racing-and-pick.js';
import { sscBetTypes } from './ssc.js';

export const betTypes: readonly BetType[] = [
  ...sscBetTypes,
  ...pk10BetTypes,
  ...elevenBetTypes,
  ...lhcBetTypes,
  ...kenoBetTypes,
  ...vnBetTypes,
  ...thaiBetTypes,
  ...fourDBetTypes,
];
const byCode = new Map(betTypes.map((type) => [type.code, type]));

export const findBetType = (code: string): BetType | undefined => byCode.get(code);
export const betTypesOf = (family: LotteryFamily): BetType[] =>
  betTypes.filter((type) => type.families.includes(family));

/** Odds are kept in thousandths (1.955 = 1955) so payouts are exact integer arithmetic. */
export type Odds = Record<string, number>;

/** The default odds of a bet type: the fair payout times the prize mode's return, rounded down. */
export function defaultOdds(type: BetType, family: LotteryFamily, returnBp: number): Odds {
  return Object.fromEntries(
    Object.entries(type.fairOdds(family)).map(([key, fair]) => [key, Math.floor((fair * returnBp) / 10)]),
  );
}

const accepts = (groupSpec: PickGroup, token: string) =>
  Array.isArray(groupSpec.tokens)
    ? (groupSpec.tokens as readonly string[]).includes(token)
    : (groupSpec.tokens as RegExp).test(token);

/** Checks a selection's picks against its bet type; answers the number of bets it holds or why it is refused. */
export function checkSelection(
  family: LotteryFamily,
  code: string,
  picks: string[][],
): { ok: true; type: BetType; combos: number } | { ok: false; message: string } {
  const type = findBetType(code);
  if (!type || !type.families.includes(family))
    return { ok: false, message: `${code} is not a bet of this game` };
  const specs = type.groups(family);
  if (picks.length !== specs.length) {
    return { ok: false, message: `${code} takes ${specs.length} group(s) of picks` };
  }
  for (const [index, spec] of specs.entries()) {
    const chosen = picks[index]!;
    if (new Set(chosen).size !== chosen.length)
      return { ok: false, message: `${spec.label}: a pick is repeated` };
    const bad = chosen.find((token) => !accepts(spec, token));
    if (bad !== undefined) return { ok: false, message: `${spec.label}: ${bad} is not a valid pick` };
    if (chosen.length < spec.min || chosen.length > spec.max) {
      return { ok: false, message: `${spec.label}: pick ${spec.min} to ${spec.max}` };
    }
  }
  const combos = type.combos(picks, family);
  if (combos < 1) return { ok: false, message: `${code}: the picks make no bet` };
  return { ok: true, type, combos };
}

/** Payout of one selection for the odds keys it won: unit x multiplier x odds, summed, rounded down. */
export function payoutOf(wins: readonly string[], odds: Odds, unitMinor: bigint, multiplier: number): bigint {
  const thousandths = wins.reduce((total, key) => total + BigInt(odds[key] ?? odds[''] ?? 0), 0n);
  return (unitMinor * BigInt(multiplier) * thousandths) / 1000n;
}
