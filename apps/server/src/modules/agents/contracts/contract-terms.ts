import {
  parseMinor,
  toDecimalString,
  type ContractTerms,
  type ContractType,
  type DailySalaryTerms,
  type DividendTerms,
  type HourlySalaryTerms,
  type RealtimeSalaryTerms,
} from '@app/contracts';

/**
 * Contract terms in code: the wire form (decimal strings) turned into poisha, the rate caps an upline's
 * own contract puts on what it offers, and which tier a team's figures reach.
 */

const minor = (amount: string): bigint => {
  const value = parseMinor(amount);
  if (value === null || value < 0n) throw new Error(`bad terms amount ${amount}`);
  return value;
};

/** The figures of a team over a period that tiers are checked against. */
export interface TeamFigures {
  validBet: bigint;
  /** stake - win: positive when the members lost. */
  netLoss: bigint;
  activeMembers: number;
}

/** Terms as stored: amounts normalised to two places. */
export function normaliseTerms(type: ContractType, terms: ContractTerms): ContractTerms {
  const money = (amount: string) => toDecimalString(minor(amount));
  switch (type) {
    case 'daily_salary':
      return {
        tiers: (terms as DailySalaryTerms).tiers.map((tier) => ({
          ...tier,
          minValidBet: money(tier.minValidBet),
        })),
      };
    case 'hourly_salary':
      return {
        tiers: (terms as HourlySalaryTerms).tiers.map((tier) => ({
          ...tier,
          minValidBet: money(tier.minValidBet),
        })),
      };
    case 'realtime_salary': {
      const realtime = terms as RealtimeSalaryTerms;
      return { ...realtime, singleBetMin: money(realtime.singleBetMin) };
    }
    case 'dividend': {
      const dividend = terms as DividendTerms;
      return {
        period: dividend.period,
        tiers: dividend.tiers.map((tier) => ({
          ...tier,
          minPeriodLoss: money(tier.minPeriodLoss),
          minValidBet: money(tier.minValidBet),
        })),
      };
    }
  }
}

/** The rate a team earns under tiered terms: the highest rate among the tiers whose every threshold is met (0: none). */
export function tierRate(
  type: Exclude<ContractType, 'realtime_salary'>,
  terms: ContractTerms,
  team: TeamFigures,
): number {
  let best = 0;
  if (type === 'dividend') {
    for (const tier of (terms as DividendTerms).tiers) {
      const reached =
        team.netLoss >= minor(tier.minPeriodLoss) &&
        team.validBet >= minor(tier.minValidBet) &&
        team.activeMembers >= tier.minActiveMembers;
      if (reached) best = Math.max(best, tier.rateBp);
    }
  } else if (type === 'daily_salary') {
    for (const tier of (terms as DailySalaryTerms).tiers) {
      if (team.validBet >= minor(tier.minValidBet) && team.activeMembers >= tier.minActiveMembers)
        best = Math.max(best, tier.rateBp);
    }
  } else {
    for (const tier of (terms as HourlySalaryTerms).tiers) {
      if (team.validBet >= minor(tier.minValidBet)) best = Math.max(best, tier.rateBp);
    }
  }
  return best;
}

/** Real-time salary rate of one round (0 when its stake is below the single bet minimum). */
export function realtimeRate(terms: RealtimeSalaryTerms, stake: bigint, win: bigint): number {
  if (stake <= 0n || stake < minor(terms.singleBetMin)) return 0;
  return win < stake ? terms.lossRateBp : terms.profitRateBp;
}

/** Rate limits one contract sets on contracts offered below it. */
export interface RateCap {
  /** Highest tier rate (tiered types). */
  maxRateBp: number;
  profitRateBp: number;
  lossRateBp: number;
  period: DividendTerms['period'] | null;
}

export function capOf(type: ContractType, terms: ContractTerms): RateCap {
  if (type === 'realtime_salary') {
    const realtime = terms as RealtimeSalaryTerms;
    return {
      maxRateBp: Math.max(realtime.profitRateBp, realtime.lossRateBp),
      profitRateBp: realtime.profitRateBp,
      lossRateBp: realtime.lossRateBp,
      period: null,
    };
  }
  const tiers = (terms as DailySalaryTerms | HourlySalaryTerms | DividendTerms).tiers;
  const maxRateBp = Math.max(0, ...tiers.map((tier) => tier.rateBp));
  return {
    maxRateBp,
    profitRateBp: maxRateBp,
    lossRateBp: maxRateBp,
    period: type === 'dividend' ? (terms as DividendTerms).period : null,
  };
}

export type CapProblem =
  { key: 'contract_rate_above_own'; max: number } | { key: 'contract_period_mismatch'; period: string };

/** Why `terms` do not fit under `cap`, or null when they do. */
export function exceedsCap(type: ContractType, terms: ContractTerms, cap: RateCap): CapProblem | null {
  if (type === 'realtime_salary') {
    const realtime = terms as RealtimeSalaryTerms;
    if (realtime.profitRateBp > cap.profitRateBp)
      return { key: 'contract_rate_above_own', max: cap.profitRateBp };
    if (realtime.lossRateBp > cap.lossRateBp) return { key: 'contract_rate_above_own', max: cap.lossRateBp };
    return null;
  }
  if (type === 'dividend' && cap.period !== (terms as DividendTerms).period)
    return { key: 'contract_period_mismatch', period: cap.period ?? '' };
  const own = capOf(type, terms);
  return own.maxRateBp > cap.maxRateBp ? { key: 'contract_rate_above_own', max: cap.maxRateBp } : null;
}

/** floor(amount x rateBp / 10000) for a non-negative amount; negative sums pay nothing. */
export function applyRate(weightedAmount: bigint): bigint {
  return weightedAmount > 0n ? weightedAmount / 10000n : 0n;
}
