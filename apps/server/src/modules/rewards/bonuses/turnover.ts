import type { GameType } from '@app/contracts';

/** A grant's wagering rule, as stored (minor units as strings in JSON). */
export interface TurnoverRule {
  multiple: number;
  base: 'bonus' | 'bonus_deposit';
  maxBet: bigint | null;
  weights: Partial<Record<GameType, number>>;
}

export const noTurnover: TurnoverRule = { multiple: 0, base: 'bonus', maxBet: null, weights: {} };

/** Valid bet the grant needs: the multiple of the bonus, or of bonus plus deposit. */
export function turnoverRequired(rule: TurnoverRule, bonus: bigint, deposit: bigint): bigint {
  const base = rule.base === 'bonus_deposit' ? bonus + deposit : bonus;
  return BigInt(rule.multiple) * base;
}

/** Percent of a bet of this game type that counts towards turnover (100 unless the rule says otherwise). */
export function weightOf(weights: Partial<Record<string, number>>, gameType: string): number {
  const weight = weights[gameType];
  return weight === undefined ? 100 : weight;
}

export interface OpenGrant {
  id: string;
  left: bigint;
  weights: Partial<Record<string, number>>;
}

/**
 * Spreads one settled bet's valid bet over the open grants, oldest first: each grant takes its weighted
 * share until it is met, and only the valid bet it used (unweighted) leaves for the next.
 */
export function spreadTurnover(
  grants: readonly OpenGrant[],
  gameType: string,
  validBet: bigint,
): { id: string; add: bigint; met: boolean }[] {
  const moves: { id: string; add: bigint; met: boolean }[] = [];
  let remaining = validBet;
  for (const grant of grants) {
    if (remaining <= 0n) break;
    const weight = BigInt(weightOf(grant.weights, gameType));
    if (weight === 0n || grant.left <= 0n) continue;
    const weighted = (remaining * weight) / 100n;
    const add = weighted < grant.left ? weighted : grant.left;
    if (add <= 0n) continue;
    moves.push({ id: grant.id, add, met: add === grant.left });
    // The valid bet this grant used: ceil(add * 100 / weight), never more than what remained.
    const used = (add * 100n + weight - 1n) / weight;
    remaining -= used < remaining ? used : remaining;
  }
  return moves;
}

/** Turnover rules travel as JSON: amounts as minor-unit strings. */
export function ruleToJson(rule: TurnoverRule) {
  return { ...rule, maxBet: rule.maxBet?.toString() ?? null };
}

export function ruleFromJson(json: unknown): TurnoverRule {
  const value = json as {
    multiple: number;
    base: TurnoverRule['base'];
    maxBet: string | null;
    weights?: TurnoverRule['weights'];
  };
  return {
    multiple: value.multiple,
    base: value.base,
    maxBet: value.maxBet === null ? null : BigInt(value.maxBet),
    weights: value.weights ?? {},
  };
}
