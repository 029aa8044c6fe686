import type { Db } from '../db/database.js';
import { findMemberByUsername } from '../modules/identity/member/member.service.js';
import { createJackpot } from '../modules/engagement/jackpot/jackpot.service.js';
import {
  listMissionsForStaff,
  saveMission,
  setLeaderboardPrizes,
} from '../modules/engagement/missions/missions.service.js';
import { listGoodsForStaff, saveGood } from '../modules/engagement/points-mall/points-mall.service.js';
import { setPointRates } from '../modules/engagement/points/points.service.js';
import { createEnvelopeWindow, setPrizeTable } from '../modules/engagement/raffles/raffles.service.js';
import { postUnits } from '../modules/engagement/unit-ledger/unit-ledger.service.js';

const DAY = 86_400_000;
const taka = (amount: number): bigint => BigInt(Math.round(amount * 100));

const goods = [
  { name: 'Power bank 10000 mAh', kind: 'physical', pointsRequirement: 2000, stock: 20, perPlayerLimit: 2 },
  { name: 'Mobile recharge 50', kind: 'virtual', pointsRequirement: 500, stock: null, perPlayerLimit: null },
  {
    name: 'Cash 10',
    kind: 'cash',
    pointsRequirement: 900,
    cashAmount: '10.00',
    stock: null,
    perPlayerLimit: null,
  },
  {
    name: 'Smartphone',
    kind: 'physical',
    pointsRequirement: 50_000,
    amountRequirement: '100000.00',
    stock: 2,
    perPlayerLimit: 1,
  },
] as const;

const missions = [
  {
    name: 'Daily check-in',
    period: 'daily',
    kind: 'login',
    target: 1,
    rewardKind: 'points',
    rewardAmount: 10,
    leaderboardPoints: 1,
  },
  {
    name: 'Bet 500 on slots',
    period: 'daily',
    kind: 'valid_bet',
    gameType: 'RNG',
    target: 50_000,
    rewardKind: 'cash',
    rewardAmount: 500,
    leaderboardPoints: 10,
  },
  {
    name: 'Play 10 rounds',
    period: 'daily',
    kind: 'rounds',
    target: 10,
    rewardKind: 'wheel_ticket',
    rewardAmount: 1,
    leaderboardPoints: 5,
  },
  {
    name: 'Deposit 1000 this week',
    period: 'weekly',
    kind: 'deposit',
    target: 100_000,
    rewardKind: 'egg_ticket',
    rewardAmount: 2,
    leaderboardPoints: 20,
  },
  {
    name: 'Win 3 in a row',
    period: 'weekly',
    kind: 'win_streak',
    target: 3,
    rewardKind: 'cash',
    rewardAmount: 1000,
    leaderboardPoints: 15,
  },
  {
    name: 'Invite a friend',
    period: 'once',
    kind: 'invite',
    target: 1,
    rewardKind: 'cash',
    rewardAmount: 2000,
    leaderboardPoints: 30,
  },
] as const;

/**
 * Demo engagement content (once, while the points mall has no goods): earning rules and exchange
 * rates, goods, missions and leaderboard prizes, a red envelope rain open for 30 days, golden egg and
 * wheel tables, a jackpot, and points and tickets for demo_player.
 */
export async function seedEngagement(db: Db): Promise<void> {
  if ((await listGoodsForStaff(db)).list.length > 0) return;
  await setPointRates(db, {
    rates: [
      { pointsRatio: 100, redeemAmount: taka(1), minUnits: 1, maxUnits: 500 },
      { pointsRatio: 1000, redeemAmount: taka(12), minUnits: 1, maxUnits: 50 },
    ],
    earnRules: ['RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'LIVE'].map(
      (gameType) => ({
        gameType,
        pointsPerUnit: 1,
        unit: gameType === 'LIVE' ? taka(2) : taka(1),
      }),
    ),
  });
  for (const [sort, good] of goods.entries()) {
    await saveGood(db, null, {
      description: '',
      imageUrl: '',
      amountRequirement: '0',
      cashAmount: '0',
      enabled: true,
      sort,
      ...good,
    });
  }
  if ((await listMissionsForStaff(db)).list.length === 0) {
    for (const [sort, mission] of missions.entries()) {
      await saveMission(db, null, {
        description: '',
        gameType: null,
        bonusTurnoverMultiple: null,
        enabled: true,
        sort,
        ...mission,
      });
    }
    await setLeaderboardPrizes(db, [taka(500), taka(300), taka(100)]);
  }
  const now = Date.now();
  await createEnvelopeWindow(db, {
    name: 'Red envelope rain',
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 30 * DAY).toISOString(),
    pool: taka(1000),
    minGrab: taka(1),
    maxGrab: taka(20),
    grabsPerMember: 3,
  });
  await setPrizeTable(db, 'egg', {
    prizes: [
      { label: '৳2', weight: 600, prizeKind: 'cash', amount: 200, stock: null },
      { label: '50 pts', weight: 300, prizeKind: 'points', amount: 50, stock: null },
      { label: '৳50', weight: 90, prizeKind: 'cash', amount: 5000, stock: 100 },
      { label: '৳500', weight: 10, prizeKind: 'cash', amount: 50_000, stock: 5 },
    ],
    ticketRules: [{ source: 'deposit', threshold: taka(500), tickets: 1 }],
  });
  await setPrizeTable(db, 'wheel', {
    prizes: [
      { label: '৳1', weight: 400, prizeKind: 'cash', amount: 100, stock: null },
      { label: '20 pts', weight: 250, prizeKind: 'points', amount: 20, stock: null },
      { label: '—', weight: 200, prizeKind: 'nothing', amount: 0, stock: null },
      { label: '৳5', weight: 100, prizeKind: 'cash', amount: 500, stock: null },
      { label: '100 pts', weight: 45, prizeKind: 'points', amount: 100, stock: null },
      { label: '৳100', weight: 5, prizeKind: 'cash', amount: 10_000, stock: 10 },
    ],
    ticketRules: [{ source: 'turnover', threshold: taka(1000), tickets: 1 }],
  });
  await createJackpot(db, {
    name: 'Mega Jackpot',
    contributionBp: 100,
    seed: taka(10_000),
    mustDropBy: taka(50_000),
    minBet: '1.00',
    gameTypes: ['RNG', 'FISH', 'LIVE'],
    enabled: true,
  });
  const player = await findMemberByUsername(db, 'demo_player');
  if (!player) return;
  await db.transaction().execute(async (trx) => {
    for (const [asset, amount] of [
      ['points', 3000n],
      ['wheel_ticket', 5n],
      ['egg_ticket', 2n],
    ] as const) {
      await postUnits(trx, {
        memberId: player.id,
        asset,
        amount,
        eventKey: `seed:demo_player:${asset}`,
        reason: 'adjustment',
        reference: 'DEMO',
      });
    }
  });
}
