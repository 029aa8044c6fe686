import type { FreeSpinRule } from './types.js';

/** Free spins a spin awards, given the scatters it shows and the spins this round already awarded. */
export function freeSpinsAward(
  rule: FreeSpinRule | null,
  scatters: number,
  awardedSoFar: number,
  inFeature: boolean,
): number {
  if (rule === null || scatters < rule.triggerCount || (inFeature && !rule.retrigger)) return 0;
  const award = rule.awards[Math.min(scatters, rule.awards.length - 1)] ?? 0;
  return Math.max(0, Math.min(award, rule.maxTotal - awardedSoFar));
}

/**
 * Expected number of free spins one base spin leads to, given the distribution of the scatter count
 * of a spin (the same in base and free spins, which share the strips).
 *
 * The awarded total A can only grow, and spin j (0-based) is played iff A > j, so
 * E[spins] = sum_j P(A_j > j), where A_j is the total after j free spins. We carry the distribution of
 * A spin by spin; the cap keeps the state space at maxTotal + 1 values.
 */
export function expectedFreeSpins(rule: FreeSpinRule | null, scatterProbability: readonly number[]): number {
  if (rule === null) return 0;
  const awardProbabilities = (awardedSoFar: number, inFeature: boolean): Map<number, number> => {
    const byAward = new Map<number, number>();
    scatterProbability.forEach((p, scatters) => {
      const award = freeSpinsAward(rule, scatters, awardedSoFar, inFeature);
      byAward.set(award, (byAward.get(award) ?? 0) + p);
    });
    return byAward;
  };
  let dist = new Float64Array(rule.maxTotal + 1);
  for (const [award, p] of awardProbabilities(0, false)) dist[award]! += p;
  let expected = 0;
  for (let played = 0; played < rule.maxTotal; played++) {
    const next = new Float64Array(rule.maxTotal + 1);
    for (let total = 0; total <= rule.maxTotal; total++) {
      const mass = dist[total]!;
      if (mass === 0) continue;
      if (total <= played) {
        next[total]! += mass;
        continue;
      }
      expected += mass;
      for (const [award, p] of awardProbabilities(total, true)) next[total + award]! += mass * p;
    }
    dist = next;
  }
  return expected;
}
