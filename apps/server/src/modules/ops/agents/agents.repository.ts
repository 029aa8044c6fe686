import { agentMemberTypes } from '@app/contracts';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const agentTypes = [...agentMemberTypes];

type Eb = ExpressionBuilder<Database & { m: Database['member'] }, 'm'>;

/** An agent without an agent above it (its upline, if any, is a player). */
const isTopLevel = (eb: Eb) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('member as up')
        .select('up.id')
        .whereRef('up.id', '=', 'm.upline_id')
        .where('up.type', 'in', agentTypes),
    ),
  );

function agents(db: Db, filter: { parentId?: string | undefined; q?: string | undefined }) {
  let query = db.selectFrom('member as m').where('m.type', 'in', agentTypes);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    query = query.where((eb) =>
      eb.or([eb('m.username', 'ilike', pattern), eb('m.nickname', 'ilike', pattern)]),
    );
  } else if (filter.parentId) {
    query = query.where('m.upline_id', '=', filter.parentId);
  } else {
    query = query.where(isTopLevel);
  }
  return query;
}

const rowColumns = [
  'm.id',
  'm.username',
  'm.nickname',
  'm.type',
  'm.status',
  'm.agent_frozen_at',
  'm.created_at',
  'm.last_login_at',
] as const;

function withCounts(db: Db) {
  return db
    .selectFrom('member as m')
    .select(rowColumns)
    .select((eb) => [
      eb.selectFrom('member as u').select('u.username').whereRef('u.id', '=', 'm.upline_id').as('upline'),
      sql<number>`(select count(*)::int from member d where d.upline_id = m.id and d.type in (${sql.join(agentTypes)}))`.as(
        'direct_agents',
      ),
      sql<number>`(select count(*)::int from member d where d.upline_id = m.id and d.type not in (${sql.join(agentTypes)}))`.as(
        'direct_members',
      ),
      sql<number>`(select count(*)::int from member_tree t where t.ancestor_id = m.id and t.depth > 0)`.as(
        'team',
      ),
    ]);
}

export type AgentRow = NonNullable<Awaited<ReturnType<typeof findAgent>>>;

export async function listAgents(
  db: Db,
  filter: { parentId?: string | undefined; q?: string | undefined },
  limit: number,
  offset: number,
): Promise<AgentRow[]> {
  const ids = agents(db, filter).select('m.id');
  return withCounts(db).where('m.id', 'in', ids).orderBy('m.username').limit(limit).offset(offset).execute();
}

export async function countAgents(
  db: Db,
  filter: { parentId?: string | undefined; q?: string | undefined },
): Promise<number> {
  const row = await agents(db, filter)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function findAgent(db: Db, id: string) {
  return withCounts(db).where('m.id', '=', id).where('m.type', 'in', agentTypes).executeTakeFirst();
}

/** Usernames above the member, the top first. */
export async function chainOf(db: Db, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('member_tree as t')
    .innerJoin('member as a', 'a.id', 't.ancestor_id')
    .select('a.username')
    .where('t.descendant_id', '=', id)
    .where('t.depth', '>', 0)
    .orderBy('t.depth', 'desc')
    .execute();
  return rows.map((row) => row.username);
}

export async function countTeamAgents(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('member_tree as t')
    .innerJoin('member as d', 'd.id', 't.descendant_id')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('t.ancestor_id', '=', id)
    .where('t.depth', '>', 0)
    .where('d.type', 'in', agentTypes)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function recentPayouts(db: Db, agentId: string) {
  return db
    .selectFrom('contract_payout')
    .select(['id', 'contract_type', 'period_key', 'period_end', 'basis', 'rate_bp', 'amount', 'levels'])
    .where('agent_id', '=', agentId)
    .orderBy('period_end', 'desc')
    .orderBy('id', 'desc')
    .limit(30)
    .execute();
}

/** Usernames by member id, for the ids given (each once). */
export async function usernamesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('member').select(['id', 'username']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** Whether `memberId` is `agentId` itself or anywhere below it. */
export async function isSelfOrBelow(db: Db, agentId: string, memberId: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_tree')
    .select('depth')
    .where('ancestor_id', '=', agentId)
    .where('descendant_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setUpline(db: Db, id: string, uplineId: string | null): Promise<void> {
  await db.updateTable('member').set({ upline_id: uplineId }).where('id', '=', id).execute();
}

export async function setType(db: Db, id: string, type: number): Promise<void> {
  await db.updateTable('member').set({ type }).where('id', '=', id).execute();
}

export interface TeamFigures {
  bets: string;
  valid_bet: string;
  wins: string;
  bonus_cost: string;
  salary_cost: string;
  dividend_cost: string;
}

/**
 * The agent's team (everyone below it) in [from, to): settled rounds, bonuses credited to them (journal
 * types other than payments, play, transfers, corrections and agent pay), and the salaries and dividends
 * paid to the agent and the agents below it for periods that ended in the range.
 */
export async function teamFigures(
  db: Db,
  agentId: string,
  from: Date,
  to: Date,
  notBonusJournalTypes: readonly string[],
): Promise<TeamFigures> {
  const { rows } = await sql<TeamFigures>`
    with team as (select descendant_id as id from member_tree where ancestor_id = ${agentId} and depth > 0),
    agents as (select descendant_id as id from member_tree where ancestor_id = ${agentId})
    select
      (select coalesce(sum(r.stake), 0)::text from game_round r join team on team.id = r.member_id
        where r.status = 'settled' and r.settled_at >= ${from} and r.settled_at < ${to}) as bets,
      (select coalesce(sum(r.valid_bet), 0)::text from game_round r join team on team.id = r.member_id
        where r.status = 'settled' and r.settled_at >= ${from} and r.settled_at < ${to}) as valid_bet,
      (select coalesce(sum(r.win), 0)::text from game_round r join team on team.id = r.member_id
        where r.status = 'settled' and r.settled_at >= ${from} and r.settled_at < ${to}) as wins,
      (select coalesce(sum(p.amount), 0)::text from ledger_posting p
        join ledger_account a on a.id = p.account_id
        join team on team.id = a.member_id
        join ledger_journal j on j.id = p.journal_id
        where a.kind = 'main' and p.amount > 0 and p.created_at >= ${from} and p.created_at < ${to}
          and j.type not in (${sql.join([...notBonusJournalTypes, 'salary', 'dividend'])})) as bonus_cost,
      (select coalesce(sum(c.amount), 0)::text from contract_payout c join agents on agents.id = c.agent_id
        where c.contract_type <> 'dividend' and c.period_end > ${from} and c.period_end <= ${to}) as salary_cost,
      (select coalesce(sum(c.amount), 0)::text from contract_payout c join agents on agents.id = c.agent_id
        where c.contract_type = 'dividend' and c.period_end > ${from} and c.period_end <= ${to}) as dividend_cost`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error('the team figures query answered nothing');
  return row;
}
