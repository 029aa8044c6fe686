import type { Db } from '../db/database.js';
import { findMemberByUsername } from '../modules/identity/member/member.service.js';
import { grantReward } from '../modules/rewards/bonuses/bonuses.service.js';
import { noTurnover, type TurnoverRule } from '../modules/rewards/bonuses/turnover.js';
import {
  createPromotion,
  listOperatorPromotions,
  type PromotionSettings,
} from '../modules/rewards/promotions/promotions.service.js';
import { listRebateRates, setRebateRates } from '../modules/rewards/rebate/rebate.service.js';
import { listReferralTiers, setReferralTiers } from '../modules/rewards/referral/referral.service.js';
import { listVipLevels, setVipLevels } from '../modules/rewards/vip/vip.service.js';

const taka = (amount: number): bigint => BigInt(Math.round(amount * 100));
const anyone = { newMemberDays: null, vipLevels: null, channelIds: null, downlines: 'any' } as const;
const slotsFirst: TurnoverRule = {
  multiple: 5,
  base: 'bonus_deposit',
  maxBet: taka(500),
  weights: { LIVE: 10, SPORTS: 50, LOTT: 50, ELOTT: 50 },
};

/** The demo promotions: the deposit bonuses are joined first (claim), so plain deposits stay plain. */
function demoPromotions(now: Date): PromotionSettings[] {
  const base = {
    bannerUrl: null,
    startsAt: new Date(now.getTime() - 86_400_000).toISOString(),
    endsAt: null,
    enabled: true,
    eligibility: anyone,
  };
  return [
    {
      ...base,
      type: 'DEPOSIT',
      title: 'Welcome bonus 100%',
      rulesHtml:
        '<p>Join, then make your first deposit of at least ৳200: we match it 100% up to ৳5,000.</p><ul><li>Turnover: 5x (bonus + deposit)</li><li>Largest bet while active: ৳500</li><li>Live casino counts 10%, sports and lottery 50%</li></ul>',
      takeMode: 'claim',
      reward: {
        kind: 'deposit_percent',
        trigger: 'first',
        percentBp: 10_000,
        cap: taka(5000),
        minDeposit: taka(200),
      },
      turnover: slotsFirst,
    },
    {
      ...base,
      type: 'SLOTS',
      title: 'Reload 10%',
      rulesHtml: '<p>Join, then deposit at least ৳500: 10% extra up to ৳1,000. Turnover 3x the bonus.</p>',
      takeMode: 'claim',
      reward: {
        kind: 'deposit_percent',
        trigger: 'reload',
        percentBp: 1000,
        cap: taka(1000),
        minDeposit: taka(500),
      },
      turnover: { multiple: 3, base: 'bonus', maxBet: null, weights: {} },
    },
    {
      ...base,
      type: 'NEWBIE',
      title: 'Newbie gift ৳50',
      rulesHtml: '<p>For members who joined in the last 7 days. Turnover 3x.</p>',
      takeMode: 'claim',
      reward: { kind: 'fixed', amount: taka(50) },
      turnover: { multiple: 3, base: 'bonus', maxBet: null, weights: {} },
      eligibility: { ...anyone, newMemberDays: 7 },
    },
    {
      ...base,
      type: 'APP_DOWNLOAD',
      title: 'App download reward',
      rulesHtml: '<p>Install the app and send a screenshot of it: staff add ৳30 after checking.</p>',
      takeMode: 'apply',
      reward: { kind: 'fixed', amount: taka(30) },
      turnover: { multiple: 1, base: 'bonus', maxBet: null, weights: {} },
    },
    {
      ...base,
      type: 'REFERRAL',
      title: 'Invite friends',
      rulesHtml: '<p>A friend who deposits ৳500 or more earns you ৳100; from the fifth friend ৳150 each.</p>',
      takeMode: 'auto',
      reward: { kind: 'referral', minDeposit: taka(500), minTurnover: 0n },
      turnover: noTurnover,
    },
  ];
}

const vipLadder = [
  ['Bronze', 5000, 0, 0, 20, 0, 0],
  ['Silver', 50_000, 5000, 10_000, 100, 50, 100],
  ['Gold', 250_000, 25_000, 50_000, 500, 200, 300],
  ['Platinum', 1_000_000, 100_000, 200_000, 2000, 800, 1000],
  ['Diamond', 5_000_000, 500_000, 1_000_000, 8000, 3000, 3000],
] as const;

/**
 * Demo rewards outside production: promotions, a VIP ladder, rebate rates, referral tiers, and an
 * active welcome bonus for demo_player (so bonusDetails and the withdrawal hold show at once).
 * Idempotent: each part is seeded only while empty; the bonus has its own grant key.
 */
export async function seedDemoRewards(db: Db, now = new Date()): Promise<void> {
  if ((await listOperatorPromotions(db)).length === 0) {
    for (const promotion of demoPromotions(now)) await createPromotion(db, promotion);
  }
  if ((await listVipLevels(db)).length === 0) {
    await setVipLevels(
      db,
      vipLadder.map(([name, validBet, deposit, keep, upgrade, monthly, birthday], index) => ({
        level: index + 1,
        name,
        iconUrl: null,
        validBet: taka(validBet),
        deposit: taka(deposit),
        keepValidBet: taka(keep),
        upgradeBonus: taka(upgrade),
        monthlyBonus: taka(monthly),
        birthdayBonus: taka(birthday),
        pointsPercent: 100 + index * 10,
      })),
    );
  }
  if ((await listRebateRates(db)).rates.length === 0) {
    const rates = {
      RNG: 80,
      FISH: 80,
      LIVE: 50,
      PVP: 50,
      SPORTS: 40,
      ESPORTS: 40,
      LOTT: 30,
      ELOTT: 30,
      COCKFIGHT: 40,
    };
    await setRebateRates(db, {
      minClaim: taka(1),
      rates: Object.entries(rates).flatMap(([gameType, rateBp]) =>
        [0, 3].map((vipLevel) => ({
          gameType: gameType as keyof typeof rates,
          vipLevel,
          rateBp: vipLevel === 0 ? rateBp : rateBp + 20,
        })),
      ),
    });
  }
  if ((await listReferralTiers(db)).length === 0) {
    await setReferralTiers(db, [
      { minQualified: 1, reward: taka(100) },
      { minQualified: 5, reward: taka(150) },
    ]);
  }
  const player = await findMemberByUsername(db, 'demo_player');
  if (player) {
    await db.transaction().execute((trx) =>
      grantReward(trx, {
        memberId: player.id,
        source: 'staff',
        key: 'seed:demo_player:welcome',
        title: 'Demo welcome bonus',
        amount: taka(500),
        turnover: { multiple: 10, base: 'bonus', maxBet: taka(200), weights: { LIVE: 10 } },
      }),
    );
  }
}
