import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// The rewards domain: promotions, bonuses with turnover, rebate, VIP, referral and the reward center
// (player calls), and the operator console's rewards settings.

const tag = 'rewards';

export const getRewardStateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/rewards/state',
  access: 'visitor',
  errors: [],
  tag,
  schemas: lazy((s) => ({
    summary: 'Public state of the rewards: hasVip, vipLabelName, vipRankLevel, availablePromo(Count), badge',
    response: s.rewardStateSchema,
  })),
});

export const getPromotionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/rewards/promotions',
  access: 'visitor',
  errors: [400],
  tag,
  schemas: lazy((s) => ({
    summary: 'Promotions of one type (all types without one), with the status as the caller sees it',
    query: s.rewardPromotionsQuerySchema,
    response: s.rewardPromotionListSchema,
  })),
});

export const takePromotionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/rewards/promotions/:id/take',
  access: 'player',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Join (deposit bonus on the next qualifying deposit) or claim (granted now) a promotion (token)',
    description:
      '409 when already taken, not eligible, outside its window or when it is taken by application.',
    params: s.rewardIdParamsSchema,
    response: s.rewardPromotionSchema,
  })),
});

export const applyPromotionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/rewards/promotions/:id/apply',
  access: 'player',
  errors: [400, 401, 403, 404, 409, 413, 415],
  tag,
  body: 'multipart',
  schemas: lazy((s) => ({
    summary: 'Apply for a promotion reviewed by staff: comment up to 140 characters, up to 3 images (token)',
    description:
      'multipart/form-data with `comment` and up to 3 `image` files (png or jpg by their bytes, 5MB each; 413 when larger).',
    params: s.rewardIdParamsSchema,
    body: s.promotionApplicationFieldsSchema,
    response: s.rewardPromotionSchema,
  })),
});

export const getBonusesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/rewards/bonuses',
  access: 'player',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'bonusDetails: the grants with their turnover progress and state, newest first (token)',
    query: s.grantsQuerySchema,
    response: s.grantPageSchema,
  })),
});

export const forfeitBonusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/rewards/bonuses/:id/forfeit',
  access: 'player',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Give up an active bonus: what is left of it goes back, its turnover no longer holds (token)',
    params: s.rewardIdParamsSchema,
    response: s.grantSchema,
  })),
});

export const getRebateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/rewards/rebate',
  access: 'player',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'manualRebate: rebate accumulated per game category since the last payout, and history (token)',
    response: s.rebateSummarySchema,
  })),
});

export const claimRebateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/rewards/rebate/claim',
  access: 'player',
  errors: [400, 401, 403, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Claim the accumulated rebate (at least the minimum) to the balance (token)',
    response: s.rebateClaimResultSchema,
  })),
});

export const getVipEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/rewards/vip',
  access: 'player',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'VIP: current level, progress to the next and the benefits table (token)',
    response: s.vipSummarySchema,
  })),
});

export const getReferralEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/rewards/referral',
  access: 'player',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Invite friends: link, invited friends and their state, tiers and what was earned (token)',
    response: s.referralSummarySchema,
  })),
});

export const getRewardCenterEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/rewards/center',
  access: 'player',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'rewardCenter: everything claimable now (promotions, rebate) and active bonuses (token)',
    response: s.rewardCenterSchema,
  })),
});

// Operator console (permission rewards)

const operator = 'operator:rewards' as const;

export const listOperatorPromotionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/rewards/promotions',
  access: operator,
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Every promotion with its rules (operator)',
    response: s.operatorPromotionListSchema,
  })),
});

export const createPromotionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/rewards/promotions',
  access: operator,
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Create a promotion; its rules HTML is sanitised (operator)',
    body: s.promotionInputSchema,
    response: s.operatorPromotionSchema,
  })),
});

export const updatePromotionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/rewards/promotions/:id',
  access: operator,
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'Replace a promotion; grants already made keep their terms (operator)',
    params: s.rewardIdParamsSchema,
    body: s.promotionInputSchema,
    response: s.operatorPromotionSchema,
  })),
});

export const listApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/rewards/applications',
  access: operator,
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'RewardPromotion applications waiting for review, oldest first (operator)',
    response: s.applicationListSchema,
  })),
});

export const reviewApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/rewards/applications/:id/review',
  access: operator,
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: "Approve (grant the promotion's bonus) or reject an application (operator)",
    params: s.rewardIdParamsSchema,
    body: s.applicationReviewSchema,
    response: s.applicationSchema,
  })),
});

export const grantBonusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/operator/rewards/grants',
  access: operator,
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'Grant a fixed bonus with a turnover requirement to a member (operator)',
    body: s.staffGrantSchema,
    response: s.grantSchema,
  })),
});

export const getRebateRatesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/rewards/rebate-rates',
  access: operator,
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Rebate rates per game type and VIP level (operator)',
    response: s.rebateRatesViewSchema,
  })),
});

export const setRebateRatesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/rewards/rebate-rates',
  access: operator,
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Replace the rebate rates and the minimum claim (operator)',
    body: s.rebateRatesSchema,
    response: s.rebateRatesViewSchema,
  })),
});

export const getVipLevelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/rewards/vip-levels',
  access: operator,
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({ summary: 'VIP levels (operator)', response: s.vipLevelListSchema })),
});

export const setVipLevelsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/rewards/vip-levels',
  access: operator,
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Replace the VIP ladder; levels must rise in requirement (operator)',
    body: s.vipLevelsInputSchema,
    response: s.vipLevelListSchema,
  })),
});

export const getVipPolicyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/rewards/vip-policy',
  access: operator,
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({ summary: 'The VIP evaluation period (operator)', response: s.vipPolicySchema })),
});

export const setVipPolicyEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/rewards/vip-policy',
  access: operator,
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary:
      'Set the VIP evaluation period (weekly, monthly, quarterly); a change counts from now and first turns at the next period (operator)',
    body: s.vipPolicySchema,
    response: s.vipPolicySchema,
  })),
});

export const getReferralTiersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/rewards/referral-tiers',
  access: operator,
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({ summary: 'Referral reward tiers (operator)', response: s.referralTierListSchema })),
});

export const setReferralTiersEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/rewards/referral-tiers',
  access: operator,
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Replace the referral tiers: the reward per qualified invitee by their count (operator)',
    body: s.referralTiersInputSchema,
    response: s.referralTierListSchema,
  })),
});

export const getReferralRuleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/rewards/referral-rule',
  access: operator,
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: "The open referral promotion's minimum deposit and turnover (operator)",
    response: s.referralRuleViewSchema,
  })),
});

export const setReferralRuleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/operator/rewards/referral-rule',
  access: operator,
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: "Set the open referral promotion's minimum deposit and turnover (operator)",
    description:
      'The same fields as the promotion editor; they count from invitees’ next deposit or bet. 404 when no referral promotion is open.',
    body: s.referralRuleInputSchema,
    response: s.referralRuleViewSchema,
  })),
});

export const getBonusCostReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/rewards/report/bonus-cost',
  access: operator,
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary:
      'What each promotion (and each other source) granted in [from, to) and what of it was forfeited (operator)',
    query: s.bonusCostQuerySchema,
    response: s.bonusCostReportSchema,
  })),
});

export const getApplicationImageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/operator/rewards/applications/:id/images/:index',
  access: operator,
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'One image of an application (png or jpg bytes; index from 0) for staff review (operator)',
    params: s.applicationImageParamsSchema,
  })),
});
