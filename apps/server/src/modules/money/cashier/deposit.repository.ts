import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { DepositRow, DepositTable, PaymentChannelRow } from '../../../db/schema-wallet.js';
import type { DepositEvent } from './deposit-states.js';

export type DepositWithChannel = DepositRow & {
  channel_name: string;
  method: PaymentChannelRow['method'];
  adapter: PaymentChannelRow['adapter'];
  username: string;
};

export function listChannels(db: Db): Promise<PaymentChannelRow[]> {
  return db
    .selectFrom('payment_channel')
    .selectAll()
    .where('enabled', '=', true)
    .where('direction', '=', 'deposit')
    .orderBy('sort')
    .execute();
}

export function findChannel(db: Db, id: string): Promise<PaymentChannelRow | undefined> {
  return db
    .selectFrom('payment_channel')
    .selectAll()
    .where('id', '=', id)
    .where('direction', '=', 'deposit')
    .executeTakeFirst();
}

/** The enabled withdrawal channels (one per payout method) in display order. */
export function listWithdrawalChannels(db: Db): Promise<PaymentChannelRow[]> {
  return db
    .selectFrom('payment_channel')
    .selectAll()
    .where('enabled', '=', true)
    .where('direction', '=', 'withdrawal')
    .orderBy('sort')
    .execute();
}

function withChannel(db: Db) {
  return db
    .selectFrom('deposit as d')
    .innerJoin('payment_channel as c', 'c.id', 'd.channel_id')
    .innerJoin('member as m', 'm.id', 'd.member_id')
    .selectAll('d')
    .select(['c.name as channel_name', 'c.method', 'c.adapter', 'm.username']);
}

export async function insertDeposit(db: Db, values: Insertable<DepositTable>): Promise<DepositRow> {
  return db.insertInto('deposit').values(values).returningAll().executeTakeFirstOrThrow();
}

export interface Settlement {
  depositId: string;
  /** The transition (money/cashier/deposit-states.ts). */
  event: DepositEvent;
  reviewedBy: string;
  /** Why it failed or was rejected. */
  reason?: string | null;
  /** The credit's journal: its event key, reference and house account (a shard of house:deposits). */
  eventKey: string;
  reference: string;
  houseKind: string;
  /** Only a deposit of this adapter, of this amount, is settled (gateway callbacks). */
  adapter?: string;
  amount?: bigint;
  /** The callback's event id, claimed in the same statement; `hash` is compared on a replay. */
  claim?: { scope: string; key: string; hash: string };
}

export interface SettlementResult {
  outcome: 'not_found' | 'conflict' | 'amount_mismatch' | 'replayed' | 'unchanged' | 'settled';
  status: DepositRow['status'] | null;
  member_id: string | null;
  amount: string | null;
  balance_after: string | null;
  settled_at: Date | null;
}

/** Applies one transition in one statement (db/sql/deposit_settle.sql): see the function for the checks. */
export async function settleDeposit(db: Db, s: Settlement): Promise<SettlementResult> {
  const result = await sql<SettlementResult>`
    select outcome, status, member_id, amount, balance_after, settled_at
    from deposit_settle(deposit_id => ${s.depositId}::bigint, event => ${s.event},
      reviewed_by => ${s.reviewedBy}, reason => ${s.reason ?? null},
      event_key => ${s.eventKey}, reference => ${s.reference}, house_kind => ${s.houseKind},
      adapter => ${s.adapter ?? null}, expected_amount => ${s.amount?.toString() ?? null}::bigint,
      claim_scope => ${s.claim?.scope ?? null}, claim_key => ${s.claim?.key ?? null},
      claim_hash => ${s.claim?.hash ?? null})`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error(`deposit_settle answered nothing for deposit ${s.depositId}`);
  return row;
}

export function findDeposit(db: Db, id: string): Promise<DepositWithChannel | undefined> {
  return withChannel(db).where('d.id', '=', id).executeTakeFirst();
}

/**
 * Fails (event 'expire') the deposits of gateway channels still pending from before `createdBefore`,
 * each through deposit_settle, all in one statement; answers those it failed.
 */
export async function expirePendingGatewayDeposits(db: Db, createdBefore: Date, reason: string) {
  const result = await sql<{ id: string; member_id: string; amount: string; settled_at: Date }>`
    with due as materialized (
      select d.id from deposit d join payment_channel c on c.id = d.channel_id
      where d.status = 'pending' and c.adapter <> 'manual' and d.created_at < ${createdBefore}
    )
    select due.id, s.member_id, s.amount, s.settled_at
    from due cross join lateral deposit_settle(deposit_id => due.id, event => 'expire',
      reviewed_by => 'system:expiry', reason => ${reason}) s
    where s.outcome = 'settled'`.execute(db);
  return result.rows;
}

/** Another deposit of this channel still waiting or credited with this transfer reference, if any. */
export async function findLiveDepositWithRef(db: Db, channelId: string, refKey: string) {
  return db
    .selectFrom('deposit')
    .select(['id', 'status'])
    .where('channel_id', '=', channelId)
    .where('transaction_ref_key', '=', refKey)
    .where('status', 'in', ['pending', 'review', 'credited'])
    .executeTakeFirst();
}

export async function countPending(db: Db, memberId: string): Promise<number> {
  const row = await db
    .selectFrom('deposit')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function sumPending(db: Db, memberId: string): Promise<bigint> {
  const row = await db
    .selectFrom('deposit')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

export interface DepositFilter {
  memberId?: string;
  status?: DepositRow['status'];
  limit: number;
  offset: number;
}

export async function listDeposits(db: Db, filter: DepositFilter) {
  let query = withChannel(db);
  let count = db.selectFrom('deposit as d').select((eb) => eb.fn.countAll<string>().as('n'));
  if (filter.memberId) {
    query = query.where('d.member_id', '=', filter.memberId);
    count = count.where('d.member_id', '=', filter.memberId);
  }
  if (filter.status) {
    query = query.where('d.status', '=', filter.status);
    count = count.where('d.status', '=', filter.status);
  }
  const [rows, total] = await Promise.all([
    query.orderBy('d.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findStatuses(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('deposit').select(['id', 'status']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** Deposits whose state disagrees with the ledger: credited without exactly one matching journal, or a journal without credit. */
export async function findLedgerMismatches(db: Db) {
  const result = await sql<{ id: string; status: string; problem: string }>`
    select d.id::text, d.status, 'credited without its journal' as problem
    from deposit d left join ledger_journal j on j.id = d.journal_id and j.event_key = 'deposit:' || d.id || ':credit'
    where d.status = 'credited' and j.id is null
    union all
    select d.id::text, d.status, 'journal amount differs' as problem
    from deposit d join ledger_journal j on j.id = d.journal_id
    where (select coalesce(sum(p.amount), 0) from ledger_posting p
           join ledger_account a on a.id = p.account_id
           where p.journal_id = j.id and a.member_id = d.member_id and a.kind = 'main') <> d.amount
    union all
    select d.id::text, d.status, 'journal for a deposit not credited' as problem
    from ledger_journal j join deposit d on j.event_key = 'deposit:' || d.id || ':credit'
    where d.status <> 'credited'`.execute(db);
  return result.rows;
}
