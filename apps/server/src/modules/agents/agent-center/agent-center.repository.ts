import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';

/**
 * Report queries of the agent center. Every one is scoped by the closure table: rows of members
 * strictly below `agentId` (member_tree depth > 0). Amounts come back as strings of poisha.
 */

export interface Window {
  from: Date;
  to: Date;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export interface BetSums {
  stake: string;
  valid_bet: string;
  win: string;
  active: string;
  rounds: string;
}

/** Settled rounds of the subtree in the window: sums and the number of members who played. */
export async function sumTeamBets(db: Db, agentId: string, window: Window): Promise<BetSums> {
  const result = await sql<BetSums>`
    select coalesce(sum(r.stake), 0) as stake, coalesce(sum(r.valid_bet), 0) as valid_bet, coalesce(sum(r.win), 0) as win,
      count(distinct r.member_id) as active, count(*) as rounds
    from member_tree t
    join game_round r on r.member_id = t.descendant_id and r.status = 'settled'
      and r.settled_at >= ${window.from} and r.settled_at < ${window.to}
    where t.ancestor_id = ${agentId} and t.depth > 0`.execute(db);
  return result.rows[0] ?? { stake: '0', valid_bet: '0', win: '0', active: '0', rounds: '0' };
}

export async function countNewMembers(db: Db, agentId: string, window: Window): Promise<number> {
  const result = await sql<{ n: string }>`
    select count(*) as n from member_tree t join member m on m.id = t.descendant_id
    where t.ancestor_id = ${agentId} and t.depth > 0 and m.created_at >= ${window.from} and m.created_at < ${window.to}`.execute(
    db,
  );
  return Number(result.rows[0]?.n ?? 0);
}

export interface CashSums {
  deposit_amount: string;
  deposit_count: string;
  withdrawal_amount: string;
  withdrawal_count: string;
}

/** Credited deposits (by credit time) and paid-out withdrawals (by payout time) of the subtree. */
export async function sumTeamCash(db: Db, agentId: string, window: Window): Promise<CashSums> {
  const result = await sql<CashSums>`
    select
      (select coalesce(sum(d.amount), 0) from member_tree t join deposit d on d.member_id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.depth > 0 and d.status = 'credited'
          and d.updated_at >= ${window.from} and d.updated_at < ${window.to}) as deposit_amount,
      (select count(*) from member_tree t join deposit d on d.member_id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.depth > 0 and d.status = 'credited'
          and d.updated_at >= ${window.from} and d.updated_at < ${window.to}) as deposit_count,
      (select coalesce(sum(w.amount), 0) from member_tree t join withdrawal w on w.member_id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.depth > 0 and w.paid_at is not null
          and w.paid_at >= ${window.from} and w.paid_at < ${window.to}) as withdrawal_amount,
      (select count(*) from member_tree t join withdrawal w on w.member_id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.depth > 0 and w.paid_at is not null
          and w.paid_at >= ${window.from} and w.paid_at < ${window.to}) as withdrawal_count`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('no cash sums');
  return row;
}

export interface DownlineListRow {
  username: string;
  nickname: string | null;
  type: number;
  level: number;
  upline_username: string | null;
  balance: string | null;
  status: 'active' | 'disabled';
  last_login_at: Date | null;
  created_at: Date;
  team_size: string;
  agent_frozen: boolean;
  total: string;
}

export async function pageDownlines(
  db: Db,
  agentId: string,
  filter: {
    username?: string | undefined;
    direct: boolean;
    agents?: boolean | undefined;
    limit: number;
    offset: number;
  },
): Promise<DownlineListRow[]> {
  const username = filter.username ? likePattern(filter.username) : null;
  const agents = filter.agents ?? null;
  const result = await sql<DownlineListRow>`
    select m.username, m.nickname, m.type, t.depth as level, u.username as upline_username, a.balance, m.status,
      m.last_login_at, m.created_at,
      (select count(*) from member_tree s where s.ancestor_id = m.id and s.depth > 0) as team_size,
      m.agent_frozen_at is not null as agent_frozen,
      count(*) over () as total
    from member_tree t
    join member m on m.id = t.descendant_id
    left join member u on u.id = m.upline_id
    left join ledger_account a on a.member_id = m.id and a.kind = 'main'
    where t.ancestor_id = ${agentId} and t.depth > 0
      and (${filter.direct} = false or t.depth = 1)
      and (${username}::text is null or lower(m.username) like ${username})
      and (${agents}::boolean is null or (m.type in (1, 2, 41, 42)) = ${agents}::boolean)
    order by t.depth, lower(m.username)
    limit ${filter.limit} offset ${filter.offset}`.execute(db);
  return result.rows;
}

export interface BetFilter extends Window {
  memberId?: string | undefined;
  gameType?: string | undefined;
}

function betConditions(agentId: string, filter: BetFilter): RawBuilder<unknown> {
  return sql`t.ancestor_id = ${agentId} and t.depth > 0
    and r.created_at >= ${filter.from} and r.created_at < ${filter.to}
    and (${filter.memberId ?? null}::bigint is null or r.member_id = ${filter.memberId ?? null}::bigint)
    and (${filter.gameType ?? null}::text is null or r.game_type = ${filter.gameType ?? null}::text)`;
}

export interface TeamBetRow {
  id: string;
  username: string;
  vendor_code: string;
  game_type: string;
  game_name: string | null;
  stake: string;
  valid_bet: string;
  win: string;
  status: 'open' | 'settled' | 'cancelled';
  created_at: Date;
  settled_at: Date | null;
}

/** Rounds of the subtree placed in the window, newest first. */
export async function pageTeamBets(
  db: Db,
  agentId: string,
  filter: BetFilter & { limit: number; offset: number },
): Promise<TeamBetRow[]> {
  const result = await sql<TeamBetRow>`
    select r.id, m.username, r.vendor_code, r.game_type, g.name_en as game_name, r.stake, r.valid_bet, r.win,
      r.status, r.created_at, r.settled_at
    from member_tree t
    join game_round r on r.member_id = t.descendant_id
    join member m on m.id = r.member_id
    left join game g on g.node_id = r.node_id
    where ${betConditions(agentId, filter)}
    order by r.created_at desc, r.id desc
    limit ${filter.limit} offset ${filter.offset}`.execute(db);
  return result.rows;
}

/** Count of the filter's rounds and the sums of its settled ones. */
export async function sumTeamBetFilter(
  db: Db,
  agentId: string,
  filter: BetFilter,
): Promise<{ total: string; stake: string; valid_bet: string; win: string }> {
  const result = await sql<{ total: string; stake: string; valid_bet: string; win: string }>`
    select count(*) as total,
      coalesce(sum(r.stake) filter (where r.status = 'settled'), 0) as stake,
      coalesce(sum(r.valid_bet) filter (where r.status = 'settled'), 0) as valid_bet,
      coalesce(sum(r.win) filter (where r.status = 'settled'), 0) as win
    from member_tree t join game_round r on r.member_id = t.descendant_id
    where ${betConditions(agentId, filter)}`.execute(db);
  return result.rows[0] ?? { total: '0', stake: '0', valid_bet: '0', win: '0' };
}

export interface UserLossRow {
  username: string;
  type: number;
  level: number;
  rounds: string;
  stake: string;
  valid_bet: string;
  win: string;
  total: string;
}

/** Per member of the subtree with settled rounds in the window: sums, biggest loss (stake - win) first. */
export async function pageUserLoss(
  db: Db,
  agentId: string,
  filter: Window & { username?: string | undefined; limit: number; offset: number },
): Promise<UserLossRow[]> {
  const username = filter.username ? likePattern(filter.username) : null;
  const result = await sql<UserLossRow>`
    select m.username, m.type, t.depth as level, count(*) as rounds, sum(r.stake) as stake,
      sum(r.valid_bet) as valid_bet, sum(r.win) as win, count(*) over () as total
    from member_tree t
    join game_round r on r.member_id = t.descendant_id and r.status = 'settled'
      and r.settled_at >= ${filter.from} and r.settled_at < ${filter.to}
    join member m on m.id = t.descendant_id
    where t.ancestor_id = ${agentId} and t.depth > 0
      and (${username}::text is null or lower(m.username) like ${username})
    group by m.id, m.username, m.type, t.depth
    order by sum(r.stake) - sum(r.win) desc, lower(m.username)
    limit ${filter.limit} offset ${filter.offset}`.execute(db);
  return result.rows;
}

export interface DaySums {
  day: string;
  stake: string;
  valid_bet: string;
  win: string;
  active: string;
}

/** Settled rounds of the subtree per local day of `timeZone`. */
export async function sumTeamBetsByDay(
  db: Db,
  agentId: string,
  window: Window,
  timeZone: string,
): Promise<DaySums[]> {
  const result = await sql<DaySums>`
    select to_char(r.settled_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
      sum(r.stake) as stake, sum(r.valid_bet) as valid_bet, sum(r.win) as win, count(distinct r.member_id) as active
    from member_tree t
    join game_round r on r.member_id = t.descendant_id and r.status = 'settled'
      and r.settled_at >= ${window.from} and r.settled_at < ${window.to}
    where t.ancestor_id = ${agentId} and t.depth > 0
    group by 1`.execute(db);
  return result.rows;
}

/** Credited deposits and paid withdrawals of the subtree per local day. */
export async function sumTeamCashByDay(
  db: Db,
  agentId: string,
  window: Window,
  timeZone: string,
): Promise<{ day: string; deposit_amount: string; withdrawal_amount: string }[]> {
  const result = await sql<{ day: string; deposit_amount: string; withdrawal_amount: string }>`
    select day, sum(deposit) as deposit_amount, sum(withdrawal) as withdrawal_amount from (
      select to_char(d.updated_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, d.amount as deposit, 0 as withdrawal
      from member_tree t join deposit d on d.member_id = t.descendant_id
      where t.ancestor_id = ${agentId} and t.depth > 0 and d.status = 'credited'
        and d.updated_at >= ${window.from} and d.updated_at < ${window.to}
      union all
      select to_char(w.paid_at at time zone ${timeZone}, 'YYYY-MM-DD'), 0, w.amount
      from member_tree t join withdrawal w on w.member_id = t.descendant_id
      where t.ancestor_id = ${agentId} and t.depth > 0 and w.paid_at is not null
        and w.paid_at >= ${window.from} and w.paid_at < ${window.to}
    ) cash group by day`.execute(db);
  return result.rows;
}

export interface TransactionRow {
  id: string;
  created_at: Date;
  username: string;
  type: string;
  amount: string;
  balance_after: string | null;
  reference: string;
  total: string;
}

/** Movements of the main accounts of the subtree, newest first. */
export async function pageTeamTransactions(
  db: Db,
  agentId: string,
  filter: Window & {
    type?: string | undefined;
    memberId?: string | undefined;
    limit: number;
    offset: number;
  },
): Promise<TransactionRow[]> {
  const result = await sql<TransactionRow>`
    select p.id, p.created_at, m.username, j.type, p.amount, p.balance_after, j.reference, count(*) over () as total
    from member_tree t
    join member m on m.id = t.descendant_id
    join ledger_account a on a.member_id = t.descendant_id and a.kind = 'main'
    join ledger_posting p on p.account_id = a.id and p.created_at >= ${filter.from} and p.created_at < ${filter.to}
    join ledger_journal j on j.id = p.journal_id
    where t.ancestor_id = ${agentId} and t.depth > 0
      and (${filter.type ?? null}::text is null or j.type = ${filter.type ?? null}::text)
      and (${filter.memberId ?? null}::bigint is null or t.descendant_id = ${filter.memberId ?? null}::bigint)
    order by p.created_at desc, p.id desc
    limit ${filter.limit} offset ${filter.offset}`.execute(db);
  return result.rows;
}
