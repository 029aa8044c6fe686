/** The rewards' member-center pages (spec section 2), under /member. */
export const rewardPaths = {
  rewardCenter: '/member/rewardCenter',
  bonusDetails: '/member/bonusDetails',
  manualRebate: '/member/manualRebate',
  vip: '/member/vip',
  referral: '/member/referral',
} as const;

export type RewardPage = keyof typeof rewardPaths;

export const rewardTitleKeys: Record<RewardPage, string> = {
  rewardCenter: 'rw_reward_center',
  bonusDetails: 'rw_bonus_details',
  manualRebate: 'rw_manual_rebate',
  vip: 'rw_vip',
  referral: 'rw_invite_friends',
};
