import {
  noticePageSize,
  toDecimalString,
  type AgentAnnouncementPage,
  type AgentInfo,
  type DownlinePage,
  type DownlineTransactionPage,
  type RecordType,
  type ResolvedPeriod,
  type RevenueReport,
  type TeamBetsPage,
  type TeamOverview,
  type UserLossPage,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { toPage } from '../../../lib/paged-list.js';
import { pageOffset, type PageRequest } from '../../../lib/paging.js';
import { siteLink } from '../../../lib/site-link.js';
import { getAnnouncements } from '../../lobby/announcements/announcements.service.js';
import { incomeByDay } from '../contracts/payouts.service.js';
import type { Member } from '../../identity/member/member.service.js';
import * as repo from './agent-center.repository.js';
import { countTeam, findDownline, timeZoneOf } from '../hierarchy/hierarchy.service.js';
import { daysOf, offsetMinutes } from '../hierarchy/periods.js';
import { allowedDownlineTypes } from './register-downline.service.js';

/** Reports of the agent center, each over the calling agent's own subtree only. */

const money = (value: string | bigint | null | undefined) => toDecimalString(BigInt(value ?? '0'));
const windowOf = (period: ResolvedPeriod): repo.Window => ({
  from: new Date(period.startsAt),
  to: new Date(period.endsAt),
});
const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export async function getAgentInfo(
  db: Db,
  agent: Member,
  siteUrl: string,
  now = new Date(),
): Promise<AgentInfo> {
  const [timeZone, team] = await Promise.all([timeZoneOf(db, agent), countTeam(db, agent.id)]);
  return {
    username: agent.username,
    nickname: agent.nickname,
    type: agent.type,
    timeZone,
    utcOffsetMinutes: offsetMinutes(timeZone, now),
    referralCode: agent.referral_code,
    referralLink: siteLink(siteUrl, '/register', { referralCode: agent.referral_code }),
    teamSize: team.team,
    directCount: team.direct,
    allowedDownlineTypes: allowedDownlineTypes(agent.type),
  };
}

export async function getTeamOverview(db: Db, agent: Member, period: ResolvedPeriod): Promise<TeamOverview> {
  const window = windowOf(period);
  const [team, newMembers, bets, cash] = await Promise.all([
    countTeam(db, agent.id),
    repo.countNewMembers(db, agent.id, window),
    repo.sumTeamBets(db, agent.id, window),
    repo.sumTeamCash(db, agent.id, window),
  ]);
  return {
    period,
    teamSize: team.team,
    directCount: team.direct,
    newMembers,
    activeMembers: Number(bets.active),
    depositAmount: money(cash.deposit_amount),
    depositCount: Number(cash.deposit_count),
    withdrawalAmount: money(cash.withdrawal_amount),
    withdrawalCount: Number(cash.withdrawal_count),
    stake: money(bets.stake),
    validBet: money(bets.valid_bet),
    win: money(bets.win),
    memberProfit: money(BigInt(bets.win) - BigInt(bets.stake)),
  };
}

export async function listDownlines(
  db: Db,
  agent: Member,
  query: PageRequest & {
    username?: string | undefined;
    scope: 'direct' | 'all';
    type?: 'member' | 'agent' | undefined;
  },
): Promise<DownlinePage> {
  const rows = await repo.pageDownlines(db, agent.id, {
    username: query.username,
    direct: query.scope === 'direct',
    agents: query.type === undefined ? undefined : query.type === 'agent',
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  return toPage(
    rows.map((row) => ({
      username: row.username,
      nickname: row.nickname,
      type: row.type,
      level: row.level,
      uplineUsername: row.upline_username,
      balance: money(row.balance),
      status: row.status,
      lastLoginAt: iso(row.last_login_at),
      createdAt: new Date(row.created_at).toISOString(),
      teamSize: Number(row.team_size),
      agentFrozen: row.agent_frozen,
    })),
    Number(rows[0]?.total ?? 0),
    query,
  );
}

/** A downline's id for a username filter: undefined when no filter, null when it is not in the subtree. */
async function downlineFilter(db: Db, agent: Member, username: string | undefined) {
  if (!username) return undefined;
  return (await findDownline(db, agent.id, username))?.id ?? null;
}

const emptyTotals = { stake: '0.00', validBet: '0.00', win: '0.00', memberProfit: '0.00' };

export async function listTeamBets(
  db: Db,
  agent: Member,
  period: ResolvedPeriod,
  query: PageRequest & { username?: string | undefined; gameType?: string | undefined },
): Promise<TeamBetsPage> {
  const memberId = await downlineFilter(db, agent, query.username);
  if (memberId === null) return { ...toPage([], 0, query), period, totals: emptyTotals };
  const filter = { ...windowOf(period), memberId, gameType: query.gameType };
  const [rows, sums] = await Promise.all([
    repo.pageTeamBets(db, agent.id, { ...filter, limit: query.pageSize, offset: pageOffset(query) }),
    repo.sumTeamBetFilter(db, agent.id, filter),
  ]);
  return {
    ...toPage(
      rows.map((row) => ({
        id: row.id,
        username: row.username,
        vendor: row.vendor_code,
        gameType: row.game_type,
        gameName: row.game_name,
        stake: money(row.stake),
        validBet: money(row.valid_bet),
        win: money(row.win),
        memberProfit: money(BigInt(row.win) - BigInt(row.stake)),
        status: row.status,
        createdAt: new Date(row.created_at).toISOString(),
        settledAt: iso(row.settled_at),
      })),
      Number(sums.total),
      query,
    ),
    period,
    totals: {
      stake: money(sums.stake),
      validBet: money(sums.valid_bet),
      win: money(sums.win),
      memberProfit: money(BigInt(sums.win) - BigInt(sums.stake)),
    },
  };
}

export async function listUserLoss(
  db: Db,
  agent: Member,
  period: ResolvedPeriod,
  query: PageRequest & { username?: string | undefined },
): Promise<UserLossPage> {
  const window = windowOf(period);
  const [rows, sums] = await Promise.all([
    repo.pageUserLoss(db, agent.id, {
      ...window,
      username: query.username,
      limit: query.pageSize,
      offset: pageOffset(query),
    }),
    repo.sumTeamBets(db, agent.id, window),
  ]);
  return {
    ...toPage(
      rows.map((row) => ({
        username: row.username,
        type: row.type,
        level: row.level,
        rounds: Number(row.rounds),
        stake: money(row.stake),
        validBet: money(row.valid_bet),
        win: money(row.win),
        memberProfit: money(BigInt(row.win) - BigInt(row.stake)),
        loss: money(BigInt(row.stake) - BigInt(row.win)),
      })),
      Number(rows[0]?.total ?? 0),
      query,
    ),
    period,
    totals: {
      stake: money(sums.stake),
      validBet: money(sums.valid_bet),
      win: money(sums.win),
      memberProfit: money(BigInt(sums.win) - BigInt(sums.stake)),
    },
  };
}

/** Per local day: the team's betting, deposits and withdrawals, and my income. */
export async function getRevenueReport(
  db: Db,
  agent: Member,
  period: ResolvedPeriod,
): Promise<RevenueReport> {
  const window = windowOf(period);
  const [bets, cash, income] = await Promise.all([
    repo.sumTeamBetsByDay(db, agent.id, window, period.timeZone),
    repo.sumTeamCashByDay(db, agent.id, window, period.timeZone),
    incomeByDay(db, agent.id, period),
  ]);
  const totals = { stake: 0n, validBet: 0n, win: 0n, deposit: 0n, withdrawal: 0n, income: 0n };
  const days = daysOf(period.from, period.to).map((date) => {
    const bet = bets.find((row) => row.day === date);
    const cashDay = cash.find((row) => row.day === date);
    const day = {
      stake: BigInt(bet?.stake ?? '0'),
      validBet: BigInt(bet?.valid_bet ?? '0'),
      win: BigInt(bet?.win ?? '0'),
      deposit: BigInt(cashDay?.deposit_amount ?? '0'),
      withdrawal: BigInt(cashDay?.withdrawal_amount ?? '0'),
      income: income.get(date) ?? 0n,
    };
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += day[key];
    return {
      date,
      stake: money(day.stake),
      validBet: money(day.validBet),
      win: money(day.win),
      memberProfit: money(day.win - day.stake),
      depositAmount: money(day.deposit),
      withdrawalAmount: money(day.withdrawal),
      income: money(day.income),
      activeMembers: Number(bet?.active ?? 0),
    };
  });
  return {
    period,
    days,
    totals: {
      stake: money(totals.stake),
      validBet: money(totals.validBet),
      win: money(totals.win),
      memberProfit: money(totals.win - totals.stake),
      depositAmount: money(totals.deposit),
      withdrawalAmount: money(totals.withdrawal),
      income: money(totals.income),
    },
  };
}

export async function listDownlineTransactions(
  db: Db,
  agent: Member,
  period: ResolvedPeriod,
  query: PageRequest & { type?: RecordType | undefined; username?: string | undefined },
): Promise<DownlineTransactionPage> {
  const memberId = await downlineFilter(db, agent, query.username);
  if (memberId === null) return { ...toPage([], 0, query), period };
  const rows = await repo.pageTeamTransactions(db, agent.id, {
    ...windowOf(period),
    type: query.type,
    memberId,
    limit: query.pageSize,
    offset: pageOffset(query),
  });
  return {
    ...toPage(
      rows.map((row) => ({
        id: row.id,
        time: new Date(row.created_at).toISOString(),
        username: row.username,
        type: row.type as RecordType,
        amount: money(row.amount),
        balanceAfter: money(row.balance_after),
        reference: row.reference,
      })),
      Number(rows[0]?.total ?? 0),
      query,
    ),
    period,
  };
}

/** Announcements published for agents: notices (PL) of platform 'AGENT'. */
export const AGENT_PLATFORM = 'AGENT';

export async function listAgentAnnouncements(
  db: Db,
  agent: Member,
  query: { pageNo: number; language?: string | undefined },
): Promise<AgentAnnouncementPage> {
  const value = await getAnnouncements(
    db,
    { loggedIn: true, firstLogin: false },
    {
      types: ['PL'],
      platform: AGENT_PLATFORM,
      language: query.language ?? agent.language ?? 'en',
      pageNo: query.pageNo,
    },
  );
  const { content, pageNum, totalPages, total } = value.player;
  return { list: content, pageNo: pageNum, pageSize: noticePageSize, total, totalPages };
}
