import { agentMemberTypes } from '@app/contracts';
import type { Updateable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type {
  AgentContractStatus,
  AgentContractTable,
  AgentContractType,
} from '../../../db/schema-agents.js';

/** A contract with the usernames of both sides (upline null: offered by the operator). */
export interface ContractRow {
  id: string;
  type: AgentContractType;
  upline_id: string | null;
  downline_id: string;
  status: AgentContractStatus;
  terms: unknown;
  termination_requested_by: 'upline' | 'downline' | null;
  created_at: Date;
  accepted_at: Date | null;
  ended_at: Date | null;
  upline_username: string | null;
  upline_nickname: string | null;
  downline_username: string;
  downline_nickname: string | null;
}

function withParties(db: Db) {
  return db
    .selectFrom('agent_contract as c')
    .innerJoin('member as d', 'd.id', 'c.downline_id')
    .leftJoin('member as u', 'u.id', 'c.upline_id')
    .select([
      'c.id',
      'c.type',
      'c.upline_id',
      'c.downline_id',
      'c.status',
      'c.terms',
      'c.termination_requested_by',
      'c.created_at',
      'c.accepted_at',
      'c.ended_at',
      'u.username as upline_username',
      'u.nickname as upline_nickname',
      'd.username as downline_username',
      'd.nickname as downline_nickname',
    ]);
}

export async function insertContract(
  db: Db,
  values: {
    type: AgentContractType;
    upline_id: string | null;
    downline_id: string;
    terms: unknown;
    status?: AgentContractStatus;
    accepted_at?: Date;
    created_at?: Date;
  },
): Promise<string> {
  const row = await db
    .insertInto('agent_contract')
    .values({ ...values, terms: JSON.stringify(values.terms) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One contract, locked for the rest of the transaction when `lock`. */
export async function findContract(db: Db, id: string, lock = false): Promise<ContractRow | undefined> {
  if (lock) await db.selectFrom('agent_contract').select('id').where('id', '=', id).forUpdate().execute();
  return withParties(db).where('c.id', '=', id).executeTakeFirst();
}

export async function updateContract(
  db: Db,
  id: string,
  patch: Updateable<AgentContractTable>,
): Promise<void> {
  await db.updateTable('agent_contract').set(patch).where('id', '=', id).execute();
}

export function findByDownline(
  db: Db,
  downlineId: string,
  type: AgentContractType,
  status: AgentContractStatus,
): Promise<ContractRow | undefined> {
  return withParties(db)
    .where('c.downline_id', '=', downlineId)
    .where('c.type', '=', type)
    .where('c.status', '=', status)
    .executeTakeFirst();
}

/** Contracts an agent gave of a type that are still pending or active. */
export function listOpenGivenBy(db: Db, uplineId: string, type: AgentContractType): Promise<ContractRow[]> {
  return withParties(db)
    .where('c.upline_id', '=', uplineId)
    .where('c.type', '=', type)
    .where('c.status', 'in', ['pending', 'active'])
    .orderBy('c.id')
    .execute();
}

export function listActiveOf(db: Db, downlineId: string): Promise<ContractRow[]> {
  return withParties(db).where('c.downline_id', '=', downlineId).where('c.status', '=', 'active').execute();
}

export interface ContractFilter {
  memberId: string;
  role?: 'upline' | 'downline' | undefined;
  type?: AgentContractType | undefined;
  status?: AgentContractStatus | undefined;
  otherId?: string | undefined;
  limit: number;
  offset: number;
}

function filtered(db: Db, filter: ContractFilter) {
  let query = withParties(db);
  if (filter.role === 'upline') query = query.where('c.upline_id', '=', filter.memberId);
  else if (filter.role === 'downline') query = query.where('c.downline_id', '=', filter.memberId);
  else
    query = query.where((eb) =>
      eb.or([eb('c.upline_id', '=', filter.memberId), eb('c.downline_id', '=', filter.memberId)]),
    );
  if (filter.type) query = query.where('c.type', '=', filter.type);
  if (filter.status) query = query.where('c.status', '=', filter.status);
  if (filter.otherId) {
    const other = filter.otherId;
    query = query.where((eb) => eb.or([eb('c.upline_id', '=', other), eb('c.downline_id', '=', other)]));
  }
  return query;
}

export async function pageContracts(
  db: Db,
  filter: ContractFilter,
): Promise<{ rows: ContractRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter).orderBy('c.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    filtered(db, filter)
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Offers to me, and termination requests of the other side of my active contracts. */
export function listWaitingFor(db: Db, memberId: string): Promise<ContractRow[]> {
  return withParties(db)
    .where((eb) =>
      eb.or([
        eb.and([eb('c.downline_id', '=', memberId), eb('c.status', '=', 'pending')]),
        eb.and([
          eb('c.downline_id', '=', memberId),
          eb('c.status', '=', 'active'),
          eb('c.termination_requested_by', '=', 'upline'),
        ]),
        eb.and([
          eb('c.upline_id', '=', memberId),
          eb('c.status', '=', 'active'),
          eb('c.termination_requested_by', '=', 'downline'),
        ]),
      ]),
    )
    .orderBy('c.id')
    .execute();
}

/** Contracts offered by the operator (top-level agents), newest first. */
export function listOperatorContracts(db: Db, limit: number): Promise<ContractRow[]> {
  return withParties(db).where('c.upline_id', 'is', null).orderBy('c.id', 'desc').limit(limit).execute();
}

/**
 * Contracts of a type that may be in force at some instant after `since`: accepted, and not ended
 * before it. Settlement picks, per period, the one in force at the period's end.
 */
export function listSettleable(db: Db, type: AgentContractType, since: Date): Promise<SettleableContract[]> {
  return db
    .selectFrom('agent_contract as c')
    .innerJoin('member as m', 'm.id', 'c.downline_id')
    .select([
      'c.id',
      'c.type',
      'c.upline_id',
      'c.downline_id',
      'c.terms',
      'c.accepted_at',
      'c.ended_at',
      'm.time_zone',
    ])
    .where('c.type', '=', type)
    .where('c.status', 'in', ['active', 'terminated', 'replaced'])
    .where('c.accepted_at', 'is not', null)
    .where((eb) => eb.or([eb('c.ended_at', 'is', null), eb('c.ended_at', '>', since)]))
    .orderBy('c.id')
    .execute() as Promise<SettleableContract[]>;
}

export interface SettleableContract {
  id: string;
  type: AgentContractType;
  upline_id: string | null;
  downline_id: string;
  terms: unknown;
  accepted_at: Date;
  ended_at: Date | null;
  time_zone: string | null;
}

/** Contracts of a type the agent gave that were in force at `at` (accepted before, not ended by then). */
export function listGivenInForce(
  db: Db,
  uplineId: string,
  type: AgentContractType,
  at: Date,
): Promise<{ downline_id: string; terms: unknown }[]> {
  return db
    .selectFrom('agent_contract')
    .select(['downline_id', 'terms'])
    .where('upline_id', '=', uplineId)
    .where('type', '=', type)
    .where('status', 'in', ['active', 'terminated', 'replaced'])
    .where('accepted_at', '<', at)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>=', at)]))
    .execute();
}

/** Active agents directly below `uplineId`. */
export function listDirectAgents(db: Db, uplineId: string) {
  return db
    .selectFrom('member')
    .select(['username', 'nickname', 'type'])
    .where('upline_id', '=', uplineId)
    .where('status', '=', 'active')
    .where('type', 'in', [...agentMemberTypes])
    .orderBy('username')
    .execute();
}

/** Contracts the agent holds or gave, newest first. */
export function listOfAgent(db: Db, agentId: string, limit: number): Promise<ContractRow[]> {
  return withParties(db)
    .where((eb) => eb.or([eb('c.downline_id', '=', agentId), eb('c.upline_id', '=', agentId)]))
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

/** The agent's pending and active contracts from its upline (null: from the operator). */
export function listOpenFromUpline(db: Db, agentId: string, uplineId: string | null): Promise<ContractRow[]> {
  let query = withParties(db)
    .where('c.downline_id', '=', agentId)
    .where('c.status', 'in', ['pending', 'active']);
  query =
    uplineId === null ? query.where('c.upline_id', 'is', null) : query.where('c.upline_id', '=', uplineId);
  return query.execute();
}
