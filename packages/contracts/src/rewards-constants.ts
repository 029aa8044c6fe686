/**
 * Rewards constants without zod (spec sections 2, 3, 4 and 9), so the web app can import them without
 * loading the schemas.
 */

/** Promotion types of spec section 2 (lobby-constants' list; "ALL" is every type) and REFERRAL (invite friends). */
export const rewardPromotionTypes = [
  'SPORTS',
  'LIVE',
  'SLOTS',
  'CARD',
  'FISH',
  'LOTTO',
  'REBATE',
  'POINTS_MALL',
  'RANKING',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'NEWBIE',
  'REFERRAL',
] as const;
export type RewardPromotionType = (typeof rewardPromotionTypes)[number];

/** How a member takes part: joined by the system, claimed with a button, or applied for and reviewed. */
export const promotionTakeModes = ['auto', 'claim', 'apply'] as const;
export type PromotionTakeMode = (typeof promotionTakeModes)[number];

/** Activity statuses of spec section 4, as a member sees a promotion. */
export const promotionStatuses = [
  'join',
  'claim',
  'apply',
  'signed',
  'joined',
  'applying',
  'rejected',
  'issued',
  'claimed',
  'process',
  'closed',
  'coming_soon',
] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** Where a grant came from. */
export const grantSources = [
  'promotion',
  'staff',
  'vip_upgrade',
  'vip_monthly',
  'vip_birthday',
  'referral',
  'rebate',
  'mission',
] as const;
export type GrantSource = (typeof grantSources)[number];

/** How long a VIP evaluation period lasts (levels over this period and the last; the turn at its start). */
export const vipPeriods = ['weekly', 'monthly', 'quarterly'] as const;
export type VipPeriod = (typeof vipPeriods)[number];

export const grantStatuses = ['active', 'completed', 'forfeited'] as const;
export type GrantStatus = (typeof grantStatuses)[number];

export const referralStatuses = ['registered', 'deposited', 'qualified', 'refused'] as const;
export type ReferralStatus = (typeof referralStatuses)[number];

/** Spec 3 and 9: an activity application's comment and images. */
export const applicationLimits = {
  commentMaxLength: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
} as const;

/**
 * The web client's device key, sent on registration and login for the referral abuse checks: a
 * persistent random id (16 bytes, base64url) and a 128-bit hash of the browser's stable traits (hex).
 */
export const deviceIdHeader = 'x-device-id';
export const deviceIdPattern = /^[A-Za-z0-9_-]{22}\.[0-9a-f]{32}$/;
