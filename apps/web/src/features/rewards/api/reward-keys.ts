/** Cache keys of the rewards queries; a claim refreshes them all (and the balance). */
export const rewardKeys = {
  all: ['rewards'] as const,
  state: (token: string | null) => ['rewards', 'state', token] as const,
  promotions: (type: string, token: string | null) => ['rewards', 'promotions', type, token] as const,
  bonuses: (page: number) => ['rewards', 'bonuses', page] as const,
  rebate: ['rewards', 'rebate'] as const,
  vip: ['rewards', 'vip'] as const,
  referral: ['rewards', 'referral'] as const,
  center: ['rewards', 'center'] as const,
  qr: (link: string) => ['rewards', 'qr', link] as const,
};
