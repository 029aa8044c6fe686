import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { AgentContractType, ContractPayoutRow, StoredPayoutLevel } from '../../../db/schema-agents.js';

/**
 * Settled rounds below an agent in [from, to), grouped by branch: the direct downline the member sits
 * under (the member itself when direct) and whether the round is the branch head's own.
 */
export interface BranchFigures {
  branch_id: string;
  own: boolean;
  valid_bet: string;
  stake: string;
  win: string;
  active: string;
}

export async function sumByBranch(db: Db, agentId: string, from: Date, to: Date): Promise<BranchFigures[]> {
  const result = await sql<BranchFigures>`
    select b.ancestor_id as branch_id, (r.member_id = b.ancestor_id) as own,
      sum(r.valid_bet) as valid_bet, sum(r.stake) as stake, sum(r.win) as win,
      count(distinct r.member_id) as active
    from member_tree t
    join game_round r on r.member_id = t.descendant_id and r.status = 'settled'
      and r.settled_at >= ${from} and r.settled_at < ${to}
    join member_tree b on b.descendant_id = t.descendant_id and b.depth = t.depth - 1
    where t.ancestor_id = ${agentId} and t.depth > 0
    group by 1, 2`.execute(db);
  return result.rows;
}

export interface BranchRound {
  branch_id: string;
  member_id: string;
  stake: string;
  valid_bet: string;
  win: string;
}

/** Each settled round below the agent in [from, to), with its branch (see sumByBranch). */
export async function listRoundsByBranch(
  db: Db,
  agentId: string,
  from: Date,
  to: Date,
): Promise<BranchRound[]> {
  const result = await sql<BranchRound>`
    select b.ancestor_id as branch_id, r.member_id, r.stake, r.valid_bet, r.win
    from member_tree t
    join game_round r on r.member_id = t.descendant_id and r.status = 'settled'
      and r.settled_at >= ${from} and r.settled_at < ${to}
    join member_tree b on b.descendant_id = t.descendant_id and b.depth = t.depth - 1
    where t.ancestor_id = ${agentId} and t.depth > 0`.execute(db);
  return result.rows;
}

export async function payoutExists(db: Db, contractId: string, periodKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('contract_payout')
    .select('id')
    .where('contract_id', '=', contractId)
    .where('period_key', '=', periodKey)
    .executeTakeFirst();
  return row !== undefined;
}

/** The end of each contract's latest settled period. */
/** The end of each contract's latest settled period: its last payout row, or later windows that paid nothing. */
export async function findLastPeriodEnds(db: Db, contractIds: string[]): Promise<Map<string, Date>> {
  if (contractIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('agent_contract as c')
    .select([
      'c.id',
      sql<
        Date | string | null
      >`greatest(c.settled_through, (select max(p.period_end) from contract_payout p where p.contract_id = c.id))`.as(
        'last_end',
      ),
    ])
    .where('c.id', 'in', contractIds)
    .execute();
  return new Map(
    rows.flatMap((row) => (row.last_end === null ? [] : [[row.id, new Date(row.last_end)] as const])),
  );
}

/** Records that the contract's periods up to `end` are settled (never moves back). */
export async function markSettledThrough(db: Db, contractId: string, end: Date): Promise<void> {
  await db
    .updateTable('agent_contract')
    .set({ settled_through: end })
    .where('id', '=', contractId)
    .where((eb) => eb.or([eb('settled_through', 'is', null), eb('settled_through', '<', end)]))
    .execute();
}

/** The net loss recorded for the contract's latest period that ended by `end` (null: none yet). */
export async function findPreviousNetLoss(db: Db, contractId: string, end: Date): Promise<bigint | null> {
  const row = await db
    .selectFrom('contract_payout')
    .select('net_loss')
    .where('contract_id', '=', contractId)
    .where('period_end', '<=', end)
    .orderBy('period_end', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? BigInt(row.net_loss) : null;
}

export interface NewPayout {
  contract_id: string;
  agent_id: string;
  contract_type: AgentContractType;
  period_key: string;
  period_start: Date;
  period_end: Date;
  valid_bet: bigint;
  net_loss: bigint;
  active_members: number;
  basis: bigint;
  rate_bp: number;
  amount: bigint;
  journal_id: string | null;
  levels: StoredPayoutLevel[];
}

export async function insertPayout(db: Db, payout: NewPayout): Promise<ContractPayoutRow> {
  return db
    .insertInto('contract_payout')
    .values({
      ...payout,
      valid_bet: payout.valid_bet.toString(),
      net_loss: payout.net_loss.toString(),
      basis: payout.basis.toString(),
      amount: payout.amount.toString(),
      levels: JSON.stringify(payout.levels),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface PayoutListRow extends ContractPayoutRow {
  reference: string | null;
}

export interface PayoutFilter {
  agentId: string;
  type?: AgentContractType | undefined;
  from: Date;
  to: Date;
  nonZero?: boolean | undefined;
}

function payoutQuery(db: Db, filter: PayoutFilter) {
  let query = db
    .selectFrom('contract_payout as p')
    .where('p.agent_id', '=', filter.agentId)
    .where('p.period_end', '>', filter.from)
    .where('p.period_end', '<=', filter.to);
  if (filter.type) query = query.where('p.contract_type', '=', filter.type);
  if (filter.nonZero) query = query.where('p.amount', '>', '0');
  return query;
}

/** Payouts to an agent whose period ended in (from, to], newest first. */
export function pagePayouts(
  db: Db,
  filter: PayoutFilter & { limit: number; offset: number },
): Promise<PayoutListRow[]> {
  return payoutQuery(db, filter)
    .leftJoin('ledger_journal as j', 'j.id', 'p.journal_id')
    .selectAll('p')
    .select('j.reference')
    .orderBy('p.period_end', 'desc')
    .orderBy('p.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

/** Count and amount per contract type of the filter. */
export async function sumPayouts(
  db: Db,
  filter: PayoutFilter,
): Promise<{ contract_type: AgentContractType; n: string; amount: string }[]> {
  return payoutQuery(db, filter)
    .select([
      'p.contract_type',
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(sum(p.amount), 0)`.as('amount'),
    ])
    .groupBy('p.contract_type')
    .execute();
}

/** Income per local day (of the period's end) in `timeZone`. */
export async function sumPayoutsByDay(
  db: Db,
  filter: PayoutFilter,
  timeZone: string,
): Promise<{ day: string; amount: string }[]> {
  const result = await sql<{ day: string; amount: string }>`
    select to_char((period_end - interval '1 microsecond') at time zone ${timeZone}, 'YYYY-MM-DD') as day,
      sum(amount) as amount
    from contract_payout
    where agent_id = ${filter.agentId} and period_end > ${filter.from} and period_end <= ${filter.to}
    group by 1`.execute(db);
  return result.rows;
}
