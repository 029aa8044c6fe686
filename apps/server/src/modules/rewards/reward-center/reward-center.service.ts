import type { RewardCenter, RewardState } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { Member } from '../../identity/member/member.service.js';
import { listGrants } from '../bonuses/bonuses.service.js';
import {
  claimablePromotions,
  countOpenPromotions,
  openReferralRule,
} from '../promotions/promotions.service.js';
import { getRebateSummary } from '../rebate/rebate.service.js';
import { vipBadge } from '../vip/vip.service.js';

/** Everything the member can claim now (promotions, rebate) and their bonuses in progress. */
export async function getRewardCenter(db: Db, member: Member, now: Date): Promise<RewardCenter> {
  const [promotions, rebate, active] = await Promise.all([
    claimablePromotions(db, member, now),
    getRebateSummary(db, member.id),
    listGrants(db, member.id, { pageNo: 1, pageSize: 50, status: 'active' }),
  ]);
  const claimable = [
    ...promotions.map((promotion) => ({
      kind: 'promotion' as const,
      id: promotion.id,
      title: promotion.title,
      amount: promotion.reward.amount,
      status: promotion.status,
    })),
    ...(rebate.claimable
      ? [{ kind: 'rebate' as const, id: 'rebate', title: null, amount: rebate.total, status: 'claim' }]
      : []),
  ];
  const inProgress = active.list.map((grant) => ({
    kind: 'bonus' as const,
    id: grant.id,
    title: grant.title,
    amount: grant.amount,
    status: 'process',
  }));
  return { count: claimable.length, items: [...claimable, ...inProgress] };
}

async function claimableCount(db: Db, member: Member, now: Date): Promise<number> {
  const [promotions, rebate] = await Promise.all([
    claimablePromotions(db, member, now),
    getRebateSummary(db, member.id),
  ]);
  return promotions.length + (rebate.claimable ? 1 : 0);
}

/** The public state's rewards part (spec 3): VIP badge, referral promo switch, open promotions, badge. */
export async function getRewardState(db: Db, member: Member | null, now: Date): Promise<RewardState> {
  const [vip, referral, open, claimable] = await Promise.all([
    member
      ? vipBadge(db, member.id)
      : Promise.resolve({ hasVip: false, vipLabelName: null, vipRankLevel: 0 }),
    openReferralRule(db, now),
    countOpenPromotions(db, now),
    member ? claimableCount(db, member, now) : Promise.resolve(0),
  ]);
  return {
    ...vip,
    availablePromo: [{ type: 'REFERRAL', enabled: referral !== null }],
    availablePromoCount: open,
    claimableCount: claimable,
  };
}
