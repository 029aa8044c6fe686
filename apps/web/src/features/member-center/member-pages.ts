/**
 * Member-center pages (spec section 2) by path segment under /member, with the i18n key of their name.
 * `vip` and `myAccount` are the side menu's "VIP bonus" and "My account", listed by label in the spec.
 */
export const memberPages = {
  securityCenter: 'security_center',
  transferFund: 'transfer_fund',
  depositv2: 'deposit',
  withdraw: 'withdraw',
  transferUpline: 'transfer_upline',
  personalHistoryCopy: 'betting_record',
  transactionHistory: 'account_record',
  personalProfit: 'personal_pnl',
  bonusDetails: 'bonus_details',
  rewardCenter: 'reward_center',
  referral: 'invite_friends',
  missionLeaderboard: 'mission_leaderboard',
  mission: 'mission',
  raffles: 'raffles',
  messageV2: 'platform_messages',
  manualRebate: 'manual_rebate',
  myAccount: 'my_account',
  vip: 'vip_bonus',
  responsibleGaming: 'responsible_gaming_page',
  appDownload: 'app_download',
  helpCenter: 'help_center',
  blog: 'blog',
  news: 'news',
  creditReport: 'credit_report',
} as const satisfies Record<string, string>;

export type MemberPage = keyof typeof memberPages;

export function memberPagePath(page: MemberPage): string {
  return `/member/${page}`;
}
