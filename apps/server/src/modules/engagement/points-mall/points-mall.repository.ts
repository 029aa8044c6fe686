import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface GoodRow {
  id: string;
  name: string;
  description: string;
  image_url: string;
  kind: 'physical' | 'virtual' | 'cash';
  points_cost: string;
  amount_requirement_minor: string;
  cash_amount_minor: string;
  stock: number | null;
  per_player_limit: number | null;
  enabled: boolean;
  sort: number;
}

export interface GoodInput {
  name: string;
  description: string;
  imageUrl: string;
  kind: string;
  pointsCost: bigint;
  amountRequirement: bigint;
  cashAmount: bigint;
  stock: number | null;
  perPlayerLimit: number | null;
  enabled: boolean;
  sort: number;
}

const goodColumns = sql`id, name, description, image_url, kind, points_cost, amount_requirement_minor,
  cash_amount_minor, stock, per_player_limit, enabled, sort`;

export async function findGoods(db: Db, enabledOnly: boolean): Promise<GoodRow[]> {
  const result = await sql<GoodRow>`
    select ${goodColumns} from point_good ${enabledOnly ? sql`where enabled` : sql``} order by sort, id`.execute(
    db,
  );
  return result.rows;
}

export async function findGood(db: Db, id: string): Promise<GoodRow | undefined> {
  const result = await sql<GoodRow>`select ${goodColumns} from point_good where id = ${id}`.execute(db);
  return result.rows[0];
}

/** The item, locked until the transaction ends: redemptions of one item take their turn. */
export async function lockGood(db: Db, id: string): Promise<GoodRow | undefined> {
  const result =
    await sql<GoodRow>`select ${goodColumns} from point_good where id = ${id} for update`.execute(db);
  return result.rows[0];
}

export async function changeStock(db: Db, id: string, delta: number): Promise<boolean> {
  const result = await sql`
    update point_good set stock = stock + ${delta}
    where id = ${id} and stock is not null and stock + ${delta} >= 0`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function insertGood(db: Db, good: GoodInput): Promise<string> {
  const result = await sql<{ id: string }>`
    insert into point_good (name, description, image_url, kind, points_cost, amount_requirement_minor,
      cash_amount_minor, stock, per_player_limit, enabled, sort)
    values (${good.name}, ${good.description}, ${good.imageUrl}, ${good.kind}, ${good.pointsCost.toString()},
      ${good.amountRequirement.toString()}, ${good.cashAmount.toString()}, ${good.stock}, ${good.perPlayerLimit},
      ${good.enabled}, ${good.sort})
    returning id`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('insert point_good returned nothing');
  return row.id;
}

export async function updateGood(db: Db, id: string, good: GoodInput): Promise<boolean> {
  const result = await sql`
    update point_good set name = ${good.name}, description = ${good.description}, image_url = ${good.imageUrl},
      kind = ${good.kind}, points_cost = ${good.pointsCost.toString()},
      amount_requirement_minor = ${good.amountRequirement.toString()},
      cash_amount_minor = ${good.cashAmount.toString()}, stock = ${good.stock},
      per_player_limit = ${good.perPlayerLimit}, enabled = ${good.enabled}, sort = ${good.sort}
    where id = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function countRedeemed(db: Db, memberId: string, goodId: string): Promise<number> {
  const result = await sql<{ quantity: string | null }>`
    select sum(quantity) as quantity from point_redemption
    where good_id = ${goodId} and member_id = ${memberId} and status <> 'rejected'`.execute(db);
  return Number(result.rows[0]?.quantity ?? 0);
}

export interface RedemptionRow {
  id: string;
  reference: string;
  member_id: string;
  username: string;
  kind: 'goods' | 'convert';
  good_id: string | null;
  name: string;
  quantity: number;
  points: string;
  amount_minor: string;
  status: 'in_process' | 'approved' | 'rejected';
  receiving_address: string | null;
  remark: string;
  points_balance_after: string;
  created_at: Date;
}

export interface NewRedemption {
  reference: string;
  memberId: string;
  requestId: string;
  kind: 'goods' | 'convert';
  goodId: string | null;
  name: string;
  quantity: number;
  points: bigint;
  amount: bigint;
  status: 'in_process' | 'approved';
  receivingAddress: string | null;
  pointsBalanceAfter: bigint;
}

export async function insertRedemption(db: Db, row: NewRedemption): Promise<void> {
  await sql`
    insert into point_redemption (reference, member_id, request_id, kind, good_id, name, quantity, points,
      amount_minor, status, receiving_address, points_balance_after)
    values (${row.reference}, ${row.memberId}, ${row.requestId}, ${row.kind}, ${row.goodId}, ${row.name},
      ${row.quantity}, ${row.points.toString()}, ${row.amount.toString()}, ${row.status}, ${row.receivingAddress},
      ${row.pointsBalanceAfter.toString()})`.execute(db);
}

const redemptionSelect = sql`
  select r.id, r.reference, r.member_id, m.username, r.kind, r.good_id, r.name, r.quantity, r.points,
    r.amount_minor, r.status, r.receiving_address, r.remark, r.points_balance_after, r.created_at
  from point_redemption r join member m on m.id = r.member_id`;

export async function findRedemptionByReference(
  db: Db,
  reference: string,
): Promise<RedemptionRow | undefined> {
  const result = await sql<RedemptionRow>`${redemptionSelect} where r.reference = ${reference}`.execute(db);
  return result.rows[0];
}

export async function findRedemptions(
  db: Db,
  filter: { memberId?: string; status?: string; limit: number; offset: number },
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const where = sql.join(
    [
      sql`true`,
      ...(filter.memberId ? [sql`r.member_id = ${filter.memberId}`] : []),
      ...(filter.status ? [sql`r.status = ${filter.status}`] : []),
    ],
    sql` and `,
  );
  // Members see newest first; staff work the queue oldest first.
  const order = filter.memberId ? sql`r.id desc` : sql`r.id asc`;
  const rows = await sql<RedemptionRow>`
    ${redemptionSelect} where ${where} order by ${order} limit ${filter.limit} offset ${filter.offset}`.execute(
    db,
  );
  const total = await sql<{ count: string }>`
    select count(*) as count from point_redemption r where ${where}`.execute(db);
  return { rows: rows.rows, total: Number(total.rows[0]?.count ?? 0) };
}

/** An in-process redemption, locked; undefined when it is missing or already decided. */
export async function lockRedemption(db: Db, id: string): Promise<RedemptionRow | undefined> {
  const result = await sql<RedemptionRow>`
    ${redemptionSelect} where r.id = ${id} for update of r`.execute(db);
  return result.rows[0];
}

export async function decideRedemption(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; remark: string; staffId: string },
): Promise<void> {
  await sql`
    update point_redemption set status = ${decision.status}, remark = ${decision.remark},
      decided_at = now(), decided_by = ${decision.staffId}
    where id = ${id}`.execute(db);
}
