import type { AnnouncementData, ContractTerms, ContractType, DividendTerms } from '@app/contracts';
import { hashPassword } from '../lib/password-hash.js';
import { AGENT_PLATFORM } from '../modules/agents/agent-center/agent-center.service.js';
import { addDays, localDateOf, startOfLocalDay } from '../modules/agents/hierarchy/periods.js';
import { seedAnnouncements } from '../modules/lobby/announcements/announcements.service.js';
import { insertActiveContract } from '../testing/contract-fixtures.js';
import { listSettleable, type SettleableContract } from '../modules/agents/contracts/contracts.repository.js';
import {
  dayPeriod,
  dividendPeriod,
  REALTIME_WINDOW_MS,
  windowOf,
} from '../modules/agents/contracts/settlement.jobs.js';
import { inForceAt, settlePeriod, type Period } from '../modules/agents/contracts/settlement.service.js';
import { hasJournal, postJournal } from '../modules/money/ledger/ledger.service.js';
import {
  createMember,
  findMemberByUsername,
  passwordColumns,
  type Member,
} from '../modules/identity/member/member.service.js';
import { getSetting } from '../modules/platform/system/system.service.js';
import type { Db } from '../db/database.js';
import { defaultAccountPolicy } from './system-defaults.js';
import { DEMO_PAYMENT_PASSWORD } from './wallet.js';

/**
 * The demo agent tree (outside production): demo_agent -> demo_sub_agent -> demo_sub_player1/2, with
 * demo_player directly below demo_agent; contracts from the operator to demo_agent and from demo_agent to
 * demo_sub_agent (daily salary, real-time salary, weekly dividend); ten days of settled rounds with their
 * ledger movements; and the payouts of the periods already over, computed by the settlement itself, so
 * the agent center shows real numbers on first start. Idempotent: each part is skipped once done.
 */

export const agentTreeAccounts = [
  {
    role: 'sub-agent',
    username: 'demo_sub_agent',
    password: 'SubAgent123',
    type: 2,
    upline: 'demo_agent',
    opening: 1000000n,
  },
  {
    role: 'sub-player',
    username: 'demo_sub_player1',
    password: 'Player123',
    type: 0,
    upline: 'demo_sub_agent',
    opening: 500000n,
  },
  {
    role: 'sub-player',
    username: 'demo_sub_player2',
    password: 'Player123',
    type: 0,
    upline: 'demo_sub_agent',
    opening: 500000n,
  },
] as const;

const HISTORY_DAYS = 10;
const HOUR = 3_600_000;

const contractPlan: { type: ContractType; top: ContractTerms; sub: ContractTerms }[] = [
  {
    type: 'daily_salary',
    top: {
      tiers: [
        { minValidBet: '0.00', minActiveMembers: 1, rateBp: 100 },
        { minValidBet: '3000.00', minActiveMembers: 2, rateBp: 150 },
      ],
    },
    sub: {
      tiers: [
        { minValidBet: '0.00', minActiveMembers: 1, rateBp: 60 },
        { minValidBet: '2000.00', minActiveMembers: 2, rateBp: 100 },
      ],
    },
  },
  {
    type: 'realtime_salary',
    top: { profitRateBp: 20, lossRateBp: 50, singleBetMin: '10.00' },
    sub: { profitRateBp: 10, lossRateBp: 30, singleBetMin: '20.00' },
  },
  {
    type: 'dividend',
    top: {
      period: 'weekly',
      tiers: [
        { minPeriodLoss: '0.00', minActiveMembers: 1, minValidBet: '0.00', rateBp: 1000 },
        { minPeriodLoss: '5000.00', minActiveMembers: 3, minValidBet: '20000.00', rateBp: 1500 },
      ],
    },
    sub: {
      period: 'weekly',
      tiers: [{ minPeriodLoss: '0.00', minActiveMembers: 1, minValidBet: '0.00', rateBp: 500 }],
    },
  },
];

const agentNotice = (seedKey: string, sort: number, en: [string, string], bn: [string, string]) =>
  ({
    seedKey,
    type: 'PL',
    platform: AGENT_PLATFORM,
    sort,
    enabled: true,
    groupName: null,
    execution: null,
    promotionType: null,
    imageUrl: null,
    linkageType: null,
    target: null,
    startsAt: null,
    endsAt: null,
    texts: { en: { title: en[0], content: en[1] }, bn: { title: bn[0], content: bn[1] } },
  }) satisfies AnnouncementData & { seedKey: string };

const agentNotices = [
  agentNotice(
    'agent-notice-settlement',
    1,
    [
      'How salary and dividends are paid',
      '<p>Real-time salary is settled every 5 minutes, hourly salary every hour, daily wages the next day and dividends after each period. Payouts go straight to your balance and show under <strong>My income</strong>.</p>',
    ],
    [
      'বেতন ও ডিভিডেন্ড কীভাবে দেওয়া হয়',
      '<p>রিয়েল-টাইম বেতন প্রতি ৫ মিনিটে, ঘণ্টাভিত্তিক বেতন প্রতি ঘণ্টায়, দৈনিক মজুরি পরের দিন এবং ডিভিডেন্ড প্রতিটি মেয়াদ শেষে হিসাব করা হয়। অর্থ সরাসরি আপনার ব্যালেন্সে যায় এবং <strong>আমার আয়</strong>-এ দেখা যায়।</p>',
    ],
  ),
  agentNotice(
    'agent-notice-contracts',
    2,
    [
      'Offering contracts to your agents',
      '<p>You can offer salary and dividend contracts to your direct downline agents at rates up to your own. If your own rate goes down, contracts above it end after you confirm.</p>',
    ],
    [
      'আপনার এজেন্টদের চুক্তি প্রস্তাব',
      '<p>আপনি সরাসরি অধীনস্থ এজেন্টদের নিজের হার পর্যন্ত বেতন ও ডিভিডেন্ড চুক্তি দিতে পারেন। আপনার হার কমে গেলে, নিশ্চিত করার পর তার উপরের চুক্তিগুলো শেষ হয়।</p>',
    ],
  ),
];

async function ensureAccounts(db: Db): Promise<void> {
  const paymentHash = await hashPassword(DEMO_PAYMENT_PASSWORD);
  for (const account of agentTreeAccounts) {
    const upline = await findMemberByUsername(db, account.upline);
    if (!upline || (await findMemberByUsername(db, account.username))) continue;
    const member = await createMember(db, {
      username: account.username,
      type: account.type,
      nickname: null,
      mobile: null,
      email: null,
      payee_name: null,
      upline_id: upline.id,
      payment_password_hash: paymentHash,
      ...(await passwordColumns(account.password, defaultAccountPolicy.defaultPassword, new Date())),
    });
    const eventKey = `seed:opening:${member.id}`;
    if (await hasJournal(db, eventKey)) continue;
    await db.transaction().execute((trx) =>
      postJournal(trx, {
        type: 'adjustment',
        eventKey,
        reference: 'OPENING',
        memo: { remark: 'Demo opening balance' },
        postings: [
          { account: { memberId: member.id, kind: 'main' }, amount: account.opening },
          { account: { house: 'house:adjustments' }, amount: -account.opening },
        ],
      }),
    );
  }
}

async function ensureContracts(db: Db, top: Member, sub: Member, since: Date): Promise<void> {
  const existing = await db
    .selectFrom('agent_contract')
    .select('id')
    .where('downline_id', '=', top.id)
    .executeTakeFirst();
  if (existing) return;
  await db.transaction().execute(async (trx) => {
    for (const plan of contractPlan) {
      await insertActiveContract(trx, {
        type: plan.type,
        uplineId: null,
        downlineId: top.id,
        terms: plan.top,
        acceptedAt: since,
      });
      await insertActiveContract(trx, {
        type: plan.type,
        uplineId: top.id,
        downlineId: sub.id,
        terms: plan.sub,
        acceptedAt: since,
      });
    }
  });
}

/** Small deterministic generator (mulberry32), so every fresh demo database gets the same history. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface SeedRound {
  member: Member;
  ref: string;
  stake: bigint;
  win: bigint;
  at: Date;
}

/** One to three rounds a day per player over the last days (and earlier today), members losing a little overall. */
function planRounds(players: Member[], timeZone: string, now: Date): SeedRound[] {
  const next = random(20261121);
  const today = localDateOf(now, timeZone);
  const rounds: SeedRound[] = [];
  for (let back = HISTORY_DAYS; back >= 0; back--) {
    const date = addDays(today, -back);
    const dayStart = startOfLocalDay(date, timeZone).getTime();
    for (const member of players) {
      const count = 1 + Math.floor(next() * 3);
      for (let index = 0; index < count; index++) {
        const at = new Date(dayStart + (9 + index * 2) * HOUR + Math.floor(next() * 50) * 60_000);
        if (at.getTime() > now.getTime() - 10 * 60_000) continue;
        const stake = BigInt(1000 + Math.floor(next() * 20) * 1000);
        const roll = next();
        const win = roll < 0.4 ? 0n : roll < 0.85 ? stake * 2n : (stake * 3n) / 10n;
        rounds.push({ member, ref: `seed-agent-${member.username}-${date}-${index}`, stake, win, at });
      }
    }
  }
  return rounds;
}

/** Rounds with the movements the seamless wallet would have made: the bet, then the win. */
async function insertRounds(
  db: Db,
  rounds: SeedRound[],
  game: { node_id: string; vendor_code: string; game_type: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('game_round')
      .values(
        rounds.map((round) => ({
          provider_code: 'HOUSE',
          round_ref: round.ref,
          member_id: round.member.id,
          node_id: game.node_id,
          vendor_code: game.vendor_code,
          game_type: game.game_type,
          status: 'settled' as const,
          stake: round.stake.toString(),
          valid_bet: round.stake.toString(),
          win: round.win.toString(),
          created_at: new Date(round.at.getTime() - 20_000),
          settled_at: round.at,
        })),
      )
      .execute();
    for (const round of rounds) {
      const movements: ['game_bet' | 'game_win', bigint][] = [['game_bet', -round.stake]];
      if (round.win > 0n) movements.push(['game_win', round.win]);
      for (const [type, amount] of movements) {
        await postJournal(trx, {
          type,
          eventKey: `seed:${round.ref}:${type}`,
          reference: round.ref.slice(0, 40),
          postings: [
            { account: { memberId: round.member.id, kind: 'main' }, amount },
            { account: { house: 'house:games' }, amount: -amount },
          ],
        });
      }
    }
  });
}

/** Settles every period of the seeded history that is over: daily days, dividend weeks, real-time windows with rounds. */
async function settleHistory(
  db: Db,
  rounds: SeedRound[],
  timeZone: string,
  since: Date,
  now: Date,
): Promise<void> {
  const today = localDateOf(now, timeZone);
  const days = Array.from({ length: HISTORY_DAYS }, (_, index) => addDays(today, index - HISTORY_DAYS));
  const unique = (periods: Period[]) => [...new Map(periods.map((period) => [period.key, period])).values()];
  // Real-time windows of the last two days only: each window is a payout row per contract.
  const recent = rounds.filter((round) => round.at.getTime() > now.getTime() - 2 * 24 * HOUR);
  const windows = unique(recent.map((round) => windowOf(round.at, REALTIME_WINDOW_MS)));
  const periodsOf = (contract: SettleableContract): Period[] => {
    const zone = contract.time_zone ?? timeZone;
    if (contract.type === 'daily_salary') return days.map((date) => dayPeriod(date, zone));
    if (contract.type === 'dividend')
      return unique(days.map((date) => dividendPeriod(contract.terms as DividendTerms, date, zone)));
    return windows;
  };
  await db.transaction().execute(async (trx) => {
    for (const type of ['daily_salary', 'dividend', 'realtime_salary'] as const) {
      for (const contract of await listSettleable(trx, type, since)) {
        for (const period of periodsOf(contract)) {
          if (period.end <= now && inForceAt(contract, period.end)) await settlePeriod(trx, contract, period);
        }
      }
    }
  });
}

/** A house-run game of the demo catalog to hang the history on; none while the catalog is empty. */
async function findDemoGame(db: Db) {
  return db
    .selectFrom('game')
    .innerJoin('game_vendor', 'game_vendor.code', 'game.vendor_code')
    .select(['game.node_id', 'game.vendor_code', 'game.game_type'])
    .where('game_vendor.provider_code', '=', 'HOUSE')
    .where('game.game_type', '=', 'RNG')
    .where('game.is_game', '=', 'GAME')
    .orderBy('game.node_id')
    .limit(1)
    .executeTakeFirst();
}

export async function seedAgentTree(db: Db, now = new Date()): Promise<void> {
  await seedAnnouncements(db, agentNotices);
  await ensureAccounts(db);
  const [top, sub, player, p1, p2] = await Promise.all(
    ['demo_agent', 'demo_sub_agent', 'demo_player', 'demo_sub_player1', 'demo_sub_player2'].map((name) =>
      findMemberByUsername(db, name),
    ),
  );
  if (!top || !sub || !player || !p1 || !p2) return;
  const timeZone = (await getSetting(db, 'resources')).timeZone;
  const since = startOfLocalDay(addDays(localDateOf(now, timeZone), -(HISTORY_DAYS + 7)), timeZone);
  await ensureContracts(db, top, sub, since);

  const game = await findDemoGame(db);
  const seeded = await db
    .selectFrom('game_round')
    .select('id')
    .where('round_ref', 'like', 'seed-agent-%')
    .executeTakeFirst();
  if (!game || seeded) return;
  const rounds = planRounds([player, p1, p2], timeZone, now);
  await insertRounds(db, rounds, game);
  await settleHistory(db, rounds, timeZone, since, now);
}
