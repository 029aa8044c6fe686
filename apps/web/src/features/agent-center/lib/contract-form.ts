import {
  parseMinor,
  toDecimalString,
  type ContractTerms,
  type ContractType,
  type DailySalaryTerms,
  type DividendPeriod,
  type DividendTerms,
  type HourlySalaryTerms,
  type RealtimeSalaryTerms,
} from '@app/contracts';
import { formatRate, parseRatePercent, ratePercentText } from './rates';

/**
 * The contract offer form: what is typed (strings), the terms it becomes, and the rule that no
 * offered rate may exceed the agent's own contract rate of the type (the server checks it again).
 */
export interface TierDraft {
  minValidBet: string;
  minActiveMembers: string;
  minPeriodLoss: string;
  /** Percent, e.g. "1.5". */
  rate: string;
}

export interface ContractDraft {
  type: ContractType;
  period: DividendPeriod;
  tiers: TierDraft[];
  profitRate: string;
  lossRate: string;
  singleBetMin: string;
}

/** The limits the agent's own contract of the type puts on offers below it. */
export interface RateCap {
  maxRateBp: number;
  profitRateBp: number;
  lossRateBp: number;
  period: DividendPeriod | null;
}

/** A field's problem: a message key and its parameters. */
export interface FieldProblem {
  key: string;
  params?: Record<string, string | number>;
}

export type DraftErrors = Partial<Record<string, FieldProblem>>;

export const MAX_TIERS = 10;

export const emptyTier = (): TierDraft => ({
  minValidBet: '',
  minActiveMembers: '0',
  minPeriodLoss: '',
  rate: '',
});

export function emptyDraft(type: ContractType, cap: RateCap | null): ContractDraft {
  return {
    type,
    period: cap?.period ?? 'daily',
    tiers: [emptyTier()],
    profitRate: '',
    lossRate: '',
    singleBetMin: '',
  };
}

type TieredTerms = DailySalaryTerms | HourlySalaryTerms | DividendTerms;

/** The caps of the agent's own terms: the highest tier rate (tiered types), both rates (real-time). */
export function capOf(type: ContractType, terms: ContractTerms): RateCap {
  if (type === 'realtime_salary') {
    const { profitRateBp, lossRateBp } = terms as RealtimeSalaryTerms;
    return { maxRateBp: Math.max(profitRateBp, lossRateBp), profitRateBp, lossRateBp, period: null };
  }
  const maxRateBp = Math.max(0, ...(terms as TieredTerms).tiers.map((tier) => tier.rateBp));
  return {
    maxRateBp,
    profitRateBp: maxRateBp,
    lossRateBp: maxRateBp,
    period: type === 'dividend' ? (terms as DividendTerms).period : null,
  };
}

function amount(value: string, field: string, errors: DraftErrors): string {
  const minor = parseMinor(value);
  if (value.trim() === '') errors[field] = { key: 'agent_field_required' };
  else if (minor === null || minor < 0n) errors[field] = { key: 'agent_amount_invalid' };
  return minor === null || minor < 0n ? '0.00' : toDecimalString(minor);
}

function members(value: string, field: string, errors: DraftErrors): number {
  const text = value.trim();
  if (!/^\d{1,6}$/.test(text) || Number(text) > 100_000) {
    errors[field] = { key: 'agent_members_invalid' };
    return 0;
  }
  return Number(text);
}

function rate(value: string, capBp: number, field: string, errors: DraftErrors): number {
  const bp = parseRatePercent(value);
  if (value.trim() === '') errors[field] = { key: 'agent_field_required' };
  else if (bp === null) errors[field] = { key: 'agent_rate_invalid' };
  else if (bp > capBp) errors[field] = { key: 'agent_rate_above_own', params: { max: formatRate(capBp) } };
  return bp ?? 0;
}

/**
 * The terms of a draft, or the problems of its fields (keyed "tiers.0.rate", "profitRate",
 * "period", ...). Without a cap (no own contract of the type) nothing can be offered.
 */
export function buildTerms(
  draft: ContractDraft,
  cap: RateCap | null,
): { terms: ContractTerms; errors: null } | { terms: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (!cap) return { terms: null, errors: { form: { key: 'contract_no_own_contract' } } };
  let terms: ContractTerms;
  if (draft.type === 'realtime_salary') {
    terms = {
      profitRateBp: rate(draft.profitRate, cap.profitRateBp, 'profitRate', errors),
      lossRateBp: rate(draft.lossRate, cap.lossRateBp, 'lossRate', errors),
      singleBetMin: amount(draft.singleBetMin, 'singleBetMin', errors),
    };
  } else {
    if (draft.tiers.length === 0) errors.form = { key: 'agent_tiers_required' };
    if (draft.tiers.length > MAX_TIERS)
      errors.form = { key: 'agent_tiers_too_many', params: { max: MAX_TIERS } };
    const at = (index: number, field: keyof TierDraft) => `tiers.${index}.${field}`;
    if (draft.type === 'dividend') {
      if (cap.period && draft.period !== cap.period)
        errors.period = { key: 'agent_period_must_match', params: { period: cap.period } };
      terms = {
        period: draft.period,
        tiers: draft.tiers.map((tier, index) => ({
          minPeriodLoss: amount(tier.minPeriodLoss, at(index, 'minPeriodLoss'), errors),
          minValidBet: amount(tier.minValidBet, at(index, 'minValidBet'), errors),
          minActiveMembers: members(tier.minActiveMembers, at(index, 'minActiveMembers'), errors),
          rateBp: rate(tier.rate, cap.maxRateBp, at(index, 'rate'), errors),
        })),
      };
    } else if (draft.type === 'daily_salary') {
      terms = {
        tiers: draft.tiers.map((tier, index) => ({
          minValidBet: amount(tier.minValidBet, at(index, 'minValidBet'), errors),
          minActiveMembers: members(tier.minActiveMembers, at(index, 'minActiveMembers'), errors),
          rateBp: rate(tier.rate, cap.maxRateBp, at(index, 'rate'), errors),
        })),
      };
    } else {
      terms = {
        tiers: draft.tiers.map((tier, index) => ({
          minValidBet: amount(tier.minValidBet, at(index, 'minValidBet'), errors),
          rateBp: rate(tier.rate, cap.maxRateBp, at(index, 'rate'), errors),
        })),
      };
    }
  }
  return Object.keys(errors).length > 0 ? { terms: null, errors } : { terms, errors: null };
}

/** A draft filled from existing terms (to offer the same again, e.g. after a rejection). */
export function draftOf(type: ContractType, terms: ContractTerms): ContractDraft {
  const draft = emptyDraft(type, null);
  if (type === 'realtime_salary') {
    const realtime = terms as RealtimeSalaryTerms;
    return {
      ...draft,
      profitRate: ratePercentText(realtime.profitRateBp),
      lossRate: ratePercentText(realtime.lossRateBp),
      singleBetMin: realtime.singleBetMin,
    };
  }
  const tiers = (terms as TieredTerms).tiers.map((tier) => ({
    minValidBet: tier.minValidBet,
    minActiveMembers: String('minActiveMembers' in tier ? tier.minActiveMembers : 0),
    minPeriodLoss: 'minPeriodLoss' in tier ? tier.minPeriodLoss : '',
    rate: ratePercentText(tier.rateBp),
  }));
  return { ...draft, tiers, period: type === 'dividend' ? (terms as DividendTerms).period : draft.period };
}
