import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface MemberPostingRow {
  memberId: string;
  kind: 'main' | 'hold';
  amount: bigint;
}

export interface HousePostingRow {
  /** e.g. 'house:deposits#3' */
  kind: string;
  amount: bigint;
}

export interface JournalRow {
  type: string;
  eventKey: string;
  reference: string;
  memo: Record<string, string>;
}

export interface InsertedPosting {
  journal_id: string;
  account_id: string;
  member_id: string | null;
  kind: string;
  amount: string;
  balance_after: string | null;
  created_at: Date;
}

/**
 * Writes one journal and its postings in one call of the database's ledger_post (db/sql/ledger_post.sql):
 * it locks the member accounts in id order first (no deadlocks), and the posting trigger moves the
 * cached balances.
 */
export async function insertJournal(
  db: Db,
  journal: JournalRow,
  members: readonly MemberPostingRow[],
  house: readonly HousePostingRow[],
): Promise<InsertedPosting[]> {
  const result = await sql<InsertedPosting>`
    select journal_id, account_id, member_id, kind, amount, balance_after, created_at
    from ledger_post(type => ${journal.type}, event_key => ${journal.eventKey},
      reference => ${journal.reference}, memo => ${JSON.stringify(journal.memo)}::jsonb,
      member_ids => ${members.map((p) => p.memberId)}::bigint[],
      member_kinds => ${members.map((p) => p.kind)}::text[],
      member_amounts => ${members.map((p) => p.amount.toString())}::bigint[],
      house_kinds => ${house.map((p) => p.kind)}::text[],
      house_amounts => ${house.map((p) => p.amount.toString())}::bigint[])`.execute(db);
  return result.rows;
}

export async function findJournalByEventKey(db: Db, eventKey: string) {
  return db
    .selectFrom('ledger_journal')
    .select(['id', 'type', 'reference', 'created_at'])
    .where('event_key', '=', eventKey)
    .executeTakeFirst();
}

/** Cached balances of a member's accounts ('main', 'hold'). */
export async function findMemberBalances(db: Db, memberId: string): Promise<Record<string, bigint>> {
  const rows = await db
    .selectFrom('ledger_account')
    .select(['kind', 'balance'])
    .where('member_id', '=', memberId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.kind, BigInt(row.balance ?? '0')]));
}

export interface RecordFilter {
  memberId: string;
  from: Date;
  to: Date;
  type?: string;
  limit: number;
  offset: number;
}

export interface RecordRow {
  id: string;
  created_at: Date;
  type: string;
  amount: string;
  balance_after: string;
  reference: string;
  memo: Record<string, string>;
}

function recordQuery(db: Db, filter: RecordFilter) {
  let query = db
    .selectFrom('ledger_posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_journal as j', 'j.id', 'p.journal_id')
    .where('a.member_id', '=', filter.memberId)
    .where('a.kind', '=', 'main')
    .where('p.created_at', '>=', filter.from)
    .where('p.created_at', '<', filter.to);
  if (filter.type) query = query.where('j.type', '=', filter.type);
  return query;
}

/** Movements of a member's main account, newest first. */
export async function findMemberRecords(db: Db, filter: RecordFilter): Promise<RecordRow[]> {
  const rows = await recordQuery(db, filter)
    .select(['p.id', 'p.created_at', 'j.type', 'p.amount', 'p.balance_after', 'j.reference', 'j.memo'])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  return rows.map((row) => ({ ...row, balance_after: row.balance_after ?? '0' }));
}

export async function countMemberRecords(db: Db, filter: RecordFilter): Promise<number> {
  const row = await recordQuery(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// Reconciliation queries: each returns the rows that break an invariant.

export async function ledgerTotals(db: Db) {
  const result = await sql<{ accounts: string; journals: string; postings: string; total: string }>`
    select (select count(*) from ledger_account) as accounts,
           (select count(*) from ledger_journal) as journals,
           (select count(*) from ledger_posting) as postings,
           (select coalesce(sum(amount), 0) from ledger_posting)::text as total`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error('no totals');
  return row;
}

/** Member accounts whose cached balance differs from their postings' sum or last balance_after. */
export async function findBalanceMismatches(db: Db) {
  const result = await sql<{
    id: string;
    member_id: string;
    kind: string;
    balance: string;
    computed: string;
  }>`
    select a.id, a.member_id, a.kind, a.balance::text, coalesce(s.total, 0)::text as computed
    from ledger_account a
    left join (select account_id, sum(amount) as total from ledger_posting group by account_id) s
      on s.account_id = a.id
    where a.member_id is not null
      and (a.balance <> coalesce(s.total, 0)
        or a.balance <> coalesce((select p.balance_after from ledger_posting p
                                   where p.account_id = a.id order by p.id desc limit 1), 0))`.execute(db);
  return result.rows;
}

export async function findNegativeBalances(db: Db) {
  return db
    .selectFrom('ledger_account')
    .select(['id', 'member_id', 'kind', 'balance'])
    .where('balance', '<', '0')
    .execute();
}

export async function findUnbalancedJournals(db: Db) {
  const result = await sql<{ journal_id: string; total: string; lines: string }>`
    select j.id as journal_id, coalesce(sum(p.amount), 0)::text as total, count(p.id)::text as lines
    from ledger_journal j left join ledger_posting p on p.journal_id = j.id
    group by j.id having count(p.id) < 2 or coalesce(sum(p.amount), 0) <> 0`.execute(db);
  return result.rows;
}
