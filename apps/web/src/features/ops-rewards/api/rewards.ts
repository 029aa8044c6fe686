import {
  getPointConfigEndpoint,
  getRebateRatesEndpoint,
  getReferralRuleEndpoint,
  getReferralTiersEndpoint,
  getVipPolicyEndpoint,
  setPointRatesEndpoint,
  setRebateRatesEndpoint,
  setReferralRuleEndpoint,
  setReferralTiersEndpoint,
  setVipPolicyEndpoint,
  type EndpointBody,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops/ops-call';
import { useOpsQuery } from '../../../lib/ops/ops-query';

export const usePointConfig = () => useOpsQuery(getPointConfigEndpoint, {});
export const useRebateRates = () => useOpsQuery(getRebateRatesEndpoint, {});
export const useVipPolicy = () => useOpsQuery(getVipPolicyEndpoint, {});
export const useReferralTiers = () => useOpsQuery(getReferralTiersEndpoint, {});
export const useReferralRule = () => useOpsQuery(getReferralRuleEndpoint, {});

export type PointRates = EndpointBody<typeof setPointRatesEndpoint>;
export type RebateRates = EndpointBody<typeof setRebateRatesEndpoint>;
export type ReferralTiers = EndpointBody<typeof setReferralTiersEndpoint>;
export type ReferralRuleInput = EndpointBody<typeof setReferralRuleEndpoint>;
export type VipPolicyInput = EndpointBody<typeof setVipPolicyEndpoint>;

export const savePointRates = (body: PointRates) => opsCall(setPointRatesEndpoint, { body });
export const saveRebateRates = (body: RebateRates) => opsCall(setRebateRatesEndpoint, { body });
export const saveReferralTiers = (body: ReferralTiers) => opsCall(setReferralTiersEndpoint, { body });
export const saveVipPolicy = (body: VipPolicyInput) => opsCall(setVipPolicyEndpoint, { body });
export const saveReferralRule = (body: ReferralRuleInput) => opsCall(setReferralRuleEndpoint, { body });
