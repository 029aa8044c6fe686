import type { DailySalaryTerms, DividendTerms, RealtimeSalaryTerms } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildTerms, capOf, draftOf, emptyDraft, emptyTier, type ContractDraft } from './contract-form';

const ownDaily: DailySalaryTerms = {
  tiers: [
    { minValidBet: '1000.00', minActiveMembers: 1, rateBp: 50 },
    { minValidBet: '10000.00', minActiveMembers: 5, rateBp: 120 },
  ],
};
const ownRealtime: RealtimeSalaryTerms = { profitRateBp: 30, lossRateBp: 80, singleBetMin: '10.00' };
const ownDividend: DividendTerms = {
  period: 'weekly',
  tiers: [{ minPeriodLoss: '0.00', minValidBet: '0.00', minActiveMembers: 0, rateBp: 2000 }],
};

function daily(rate: string, extra: Partial<ContractDraft['tiers'][number]> = {}): ContractDraft {
  return {
    ...emptyDraft('daily_salary', null),
    tiers: [{ ...emptyTier(), minValidBet: '500', rate, ...extra }],
  };
}

describe('contract offer form', () => {
  it('takes the highest own tier rate as the cap of tiered contracts', () => {
    expect(capOf('daily_salary', ownDaily)).toEqual({
      maxRateBp: 120,
      profitRateBp: 120,
      lossRateBp: 120,
      period: null,
    });
    expect(capOf('dividend', ownDividend).period).toBe('weekly');
    expect(capOf('realtime_salary', ownRealtime)).toMatchObject({ profitRateBp: 30, lossRateBp: 80 });
  });

  it('builds daily salary terms in basis points and 2-place amounts', () => {
    const cap = capOf('daily_salary', ownDaily);
    expect(buildTerms(daily('1.2'), cap)).toEqual({
      terms: { tiers: [{ minValidBet: '500.00', minActiveMembers: 0, rateBp: 120 }] },
      errors: null,
    });
  });

  it('refuses a rate above the own rate, naming the cap', () => {
    const cap = capOf('daily_salary', ownDaily);
    const result = buildTerms(daily('1.21'), cap);
    expect(result.errors).toEqual({
      'tiers.0.rate': { key: 'agent_rate_above_own', params: { max: '1.20%' } },
    });
  });

  it('checks each real-time rate against its own cap', () => {
    const cap = capOf('realtime_salary', ownRealtime);
    const draft: ContractDraft = {
      ...emptyDraft('realtime_salary', cap),
      profitRate: '0.5',
      lossRate: '0.8',
      singleBetMin: '5',
    };
    // 0.5 % profit rate is above the own 0.30 % although below the loss rate cap.
    expect(buildTerms(draft, cap).errors).toEqual({
      profitRate: { key: 'agent_rate_above_own', params: { max: '0.30%' } },
    });
    expect(buildTerms({ ...draft, profitRate: '0.3' }, cap)).toEqual({
      terms: { profitRateBp: 30, lossRateBp: 80, singleBetMin: '5.00' },
      errors: null,
    });
  });

  it('requires the dividend period of the own contract', () => {
    const cap = capOf('dividend', ownDividend);
    const draft: ContractDraft = {
      ...emptyDraft('dividend', cap),
      tiers: [{ minPeriodLoss: '0', minValidBet: '0', minActiveMembers: '2', rate: '15' }],
    };
    expect(draft.period).toBe('weekly');
    expect(buildTerms(draft, cap).errors).toBeNull();
    expect(buildTerms({ ...draft, period: 'monthly' }, cap).errors).toEqual({
      period: { key: 'agent_period_must_match', params: { period: 'weekly' } },
    });
  });

  it('reports empty and malformed fields, and no offer without an own contract', () => {
    const cap = capOf('daily_salary', ownDaily);
    const result = buildTerms(daily('', { minValidBet: '12.345', minActiveMembers: '-1' }), cap);
    expect(result.errors).toEqual({
      'tiers.0.minValidBet': { key: 'agent_amount_invalid' },
      'tiers.0.minActiveMembers': { key: 'agent_members_invalid' },
      'tiers.0.rate': { key: 'agent_field_required' },
    });
    expect(buildTerms({ ...daily('1'), tiers: [] }, cap).errors).toEqual({
      form: { key: 'agent_tiers_required' },
    });
    expect(buildTerms(daily('0.1'), null).errors).toEqual({ form: { key: 'contract_no_own_contract' } });
  });

  it('fills a draft from terms and back to the same terms', () => {
    const cap = capOf('daily_salary', ownDaily);
    expect(buildTerms(draftOf('daily_salary', ownDaily), cap)).toEqual({ terms: ownDaily, errors: null });
    expect(buildTerms(draftOf('dividend', ownDividend), capOf('dividend', ownDividend))).toEqual({
      terms: ownDividend,
      errors: null,
    });
  });
});
