import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface GrantRow {
  id: string;
  member_id: string;
  source: string;
  promotion_id: string | null;
  grant_key: string;
  title: string | null;
  amount: string;
  deposit_amount: string;
  turnover_required: string;
  turnover_done: string;
  max_bet: string | null;
  weights: Record<string, number>;
  status: 'active' | 'completed' | 'forfeited';
  forfeited_amount: string;
  details: Record<string, unknown>;
  created_at: Date;
  settled_at: Date | null;
}

export interface NewGrantRow {
  memberId: string;
  source: string;
  promotionId: string | null;
  key: string;
  title: string | null;
  amount: bigint;
  depositAmount: bigint;
  turnoverRequired: bigint;
  maxBet: bigint | null;
  weights: Record<string, number>;
  details: Record<string, unknown>;
}

/** Inserts the grant unless its key exists; answers the new row, or undefined for a key already granted. */
export async function insertGrant(db: Db, grant: NewGrantRow): Promise<GrantRow | undefined> {
  const result = await sql<GrantRow>`
    insert into reward_grant (member_id, source, promotion_id, grant_key, title, amount, deposit_amount,
      turnover_required, max_bet, weights, status, details, settled_at)
    values (${grant.memberId}, ${grant.source}, ${grant.promotionId}, ${grant.key}, ${grant.title},
      ${grant.amount.toString()}, ${grant.depositAmount.toString()}, ${grant.turnoverRequired.toString()},
      ${grant.maxBet?.toString() ?? null}, ${JSON.stringify(grant.weights)}::jsonb,
      ${grant.turnoverRequired > 0n ? 'active' : 'completed'}, ${JSON.stringify(grant.details)}::jsonb,
      ${grant.turnoverRequired > 0n ? null : sql`now()`})
    on conflict (grant_key) do nothing
    returning *`.execute(db);
  return result.rows[0];
}

/** The member's active grants, oldest first, locked for the caller's transaction. */
export async function lockActiveGrants(db: Db, memberId: string): Promise<GrantRow[]> {
  const result = await sql<GrantRow>`
    select * from reward_grant where member_id = ${memberId} and status = 'active'
    order by id for update`.execute(db);
  return result.rows;
}

export async function findActiveGrants(db: Db, memberId: string): Promise<GrantRow[]> {
  const result = await sql<GrantRow>`
    select * from reward_grant where member_id = ${memberId} and status = 'active' order by id`.execute(db);
  return result.rows;
}

export async function lockGrant(db: Db, memberId: string, id: string): Promise<GrantRow | undefined> {
  const result = await sql<GrantRow>`
    select * from reward_grant where id = ${id} and member_id = ${memberId} for update`.execute(db);
  return result.rows[0];
}

export async function findGrantByKey(db: Db, key: string): Promise<GrantRow | undefined> {
  const result = await sql<GrantRow>`select * from reward_grant where grant_key = ${key}`.execute(db);
  return result.rows[0];
}

export async function addTurnover(db: Db, id: string, add: bigint, completed: boolean): Promise<void> {
  await sql`
    update reward_grant set turnover_done = turnover_done + ${add.toString()},
      status = case when ${completed} then 'completed' else status end,
      settled_at = case when ${completed} then now() else settled_at end
    where id = ${id}`.execute(db);
}

export async function markForfeited(db: Db, id: string, forfeited: bigint): Promise<GrantRow> {
  const result = await sql<GrantRow>`
    update reward_grant set status = 'forfeited', forfeited_amount = ${forfeited.toString()}, settled_at = now()
    where id = ${id} returning *`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error(`grant ${id} vanished`);
  return row;
}

export async function listGrants(
  db: Db,
  filter: { memberId: string; status?: string; limit: number; offset: number },
): Promise<{ rows: GrantRow[]; total: number }> {
  const status = filter.status ? sql`and status = ${filter.status}` : sql``;
  const [rows, count] = await Promise.all([
    sql<GrantRow>`
      select * from reward_grant where member_id = ${filter.memberId} ${status}
      order by id desc limit ${filter.limit} offset ${filter.offset}`.execute(db),
    sql<{ total: string }>`
      select count(*) as total from reward_grant where member_id = ${filter.memberId} ${status}`.execute(db),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.total ?? 0) };
}

export interface CostRow {
  promotion_id: string | null;
  title: string;
  grants: string;
  granted: string;
  forfeited: string;
  active: string;
}

/** Grants summed per promotion (other sources per source). */
export async function bonusCost(db: Db, range: { from: Date | null; to: Date | null }): Promise<CostRow[]> {
  const result = await sql<CostRow>`
    select g.promotion_id, coalesce(p.title, g.source) as title, count(*) as grants,
      sum(g.amount) as granted, sum(g.forfeited_amount) as forfeited,
      count(*) filter (where g.status = 'active') as active
    from reward_grant g left join reward_promotion p on p.id = g.promotion_id
    where (${range.from}::timestamptz is null or g.created_at >= ${range.from})
      and (${range.to}::timestamptz is null or g.created_at < ${range.to})
    group by g.promotion_id, coalesce(p.title, g.source)
    order by sum(g.amount) desc`.execute(db);
  return result.rows;
}
