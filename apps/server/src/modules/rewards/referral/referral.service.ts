import { toDecimalString, type ReferralSummary } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { maskCustomerName } from '../../../lib/mask.js';
import { siteLink } from '../../../lib/site-link.js';
import type { Member } from '../../identity/member/member.service.js';
import { grantReward } from '../bonuses/bonuses.service.js';
import { openReferralRule } from '../promotions/promotions.service.js';
import * as repo from './referral.repository.js';

export interface ReferralTier {
  minQualified: number;
  reward: bigint;
}

/** The reward of the n-th qualified invitee: the tier with the largest count at or below n. */
export function tierReward(tiers: readonly ReferralTier[], qualified: number): bigint {
  let reward = 0n;
  let best = 0;
  for (const tier of tiers) {
    if (tier.minQualified <= qualified && tier.minQualified >= best) {
      best = tier.minQualified;
      reward = tier.reward;
    }
  }
  return reward;
}

export async function listReferralTiers(db: Db): Promise<ReferralTier[]> {
  return (await repo.listTiers(db)).map((row) => ({
    minQualified: row.min_qualified,
    reward: BigInt(row.reward),
  }));
}

const tierView = (tier: ReferralTier) => ({
  minQualified: tier.minQualified,
  reward: toDecimalString(tier.reward),
});

export async function referralTierViews(db: Db) {
  return (await listReferralTiers(db)).map(tierView);
}

export async function setReferralTiers(db: Db, tiers: readonly ReferralTier[]) {
  await db.transaction().execute((trx) =>
    repo.replaceTiers(
      trx,
      tiers.map((tier) => ({ min_qualified: tier.minQualified, reward: tier.reward.toString() })),
    ),
  );
  return referralTierViews(db);
}

/** A member registered with an invitation: the inviter's friend list gains them. */
export function onMemberRegistered(trx: Db, memberId: string, inviterId: string | null): Promise<void> {
  if (!inviterId || inviterId === memberId) return Promise.resolve();
  return repo.insertReferral(trx, memberId, inviterId);
}

/** An invitee's credited deposit: counts when it reaches the referral promotion's minimum. */
export async function onReferralDeposit(trx: Db, memberId: string, amount: bigint, now: Date): Promise<void> {
  const referral = await repo.lockReferral(trx, memberId);
  if (!referral || referral.status === 'qualified' || referral.status === 'refused') return;
  const rule = await openReferralRule(trx, now);
  const depositMet = rule !== null && amount >= rule.minDeposit;
  await repo.addProgress(trx, memberId, { depositMet, validBet: 0n });
  if (referral.status === 'registered') await repo.setReferral(trx, memberId, { status: 'deposited' });
  if (rule) await qualifyIfMet(trx, { ...referral, deposit_met: referral.deposit_met || depositMet }, rule);
}

/** An invitee's settled valid bet: counts towards the referral promotion's turnover requirement. */
export async function onReferralWager(trx: Db, memberId: string, validBet: bigint, now: Date): Promise<void> {
  const referral = await repo.lockReferral(trx, memberId);
  if (!referral || referral.status === 'qualified' || referral.status === 'refused') return;
  await repo.addProgress(trx, memberId, { depositMet: false, validBet });
  const rule = await openReferralRule(trx, now);
  const validBetNow = (BigInt(referral.valid_bet) + validBet).toString();
  if (rule) await qualifyIfMet(trx, { ...referral, valid_bet: validBetNow }, rule);
}

/**
 * With a qualifying deposit and the valid bet the rule asks for, the invitee qualifies and the inviter
 * is paid their tier's reward, once per invitee; an invitee sharing the inviter's payee name, IP or
 * device does not qualify.
 */
async function qualifyIfMet(
  trx: Db,
  referral: repo.ReferralRow,
  rule: NonNullable<Awaited<ReturnType<typeof openReferralRule>>>,
): Promise<void> {
  if (!referral.deposit_met || BigInt(referral.valid_bet) < rule.minTurnover) return;
  const memberId = referral.invitee_id;
  const shared = await repo.findSharedIdentity(trx, memberId, referral.inviter_id);
  if (shared) {
    await repo.setReferral(trx, memberId, { status: 'refused', reason: shared });
    return;
  }
  const qualified = (await repo.countQualified(trx, referral.inviter_id)) + 1;
  const reward = tierReward(await listReferralTiers(trx), qualified);
  const granted = await grantReward(trx, {
    memberId: referral.inviter_id,
    source: 'referral',
    promotionId: rule.promotionId,
    key: `referral:${memberId}`,
    title: rule.title,
    amount: reward,
    details: { inviteeId: memberId },
  });
  await repo.setReferral(trx, memberId, { status: 'qualified', grantId: granted?.grant.id ?? null });
}

export async function getReferralSummary(
  db: Db,
  member: Member,
  publicBaseUrl: string,
  now: Date,
): Promise<ReferralSummary> {
  const [rule, tiers, friends, qualified, earned] = await Promise.all([
    openReferralRule(db, now),
    listReferralTiers(db),
    repo.listFriends(db, member.id),
    repo.countQualified(db, member.id),
    repo.sumEarned(db, member.id),
  ]);
  return {
    enabled: rule !== null,
    code: member.referral_code,
    link: siteLink(publicBaseUrl, '/register', { referralCode: member.referral_code }),
    qualified,
    earned: toDecimalString(earned),
    minDeposit: rule ? toDecimalString(rule.minDeposit) : null,
    minTurnover: rule && rule.minTurnover > 0n ? toDecimalString(rule.minTurnover) : null,
    tiers: tiers.map(tierView),
    friends: friends.map((friend) => ({
      username: maskCustomerName(friend.username),
      status: friend.status,
      registeredAt: new Date(friend.created_at).toISOString(),
      reward: friend.reward === null ? null : toDecimalString(BigInt(friend.reward)),
    })),
  };
}
