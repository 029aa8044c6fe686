import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export type UnitAsset = 'points' | 'egg_ticket' | 'wheel_ticket';

/** Starts the journal of an event; undefined when the event was already recorded. */
export async function insertJournal(
  db: Db,
  journal: {
    asset: UnitAsset;
    eventKey: string;
    reason: string;
    reference: string;
    memo: Record<string, string>;
  },
): Promise<{ id: string; created_at: Date } | undefined> {
  const result = await sql<{ id: string; created_at: Date }>`
    insert into engagement_journal (asset, event_key, reason, reference, memo)
    values (${journal.asset}, ${journal.eventKey}, ${journal.reason}, ${journal.reference},
      ${JSON.stringify(journal.memo)}::jsonb)
    on conflict (event_key) do nothing
    returning id, created_at`.execute(db);
  return result.rows[0];
}

/**
 * Moves a member's balance by `amount` unless it would go below zero (the row stays locked until the
 * transaction ends); undefined when it would.
 */
export async function moveMemberBalance(
  db: Db,
  memberId: string,
  asset: UnitAsset,
  amount: bigint,
): Promise<{ id: string; balance: string } | undefined> {
  await sql`
    insert into engagement_account (member_id, asset, balance) values (${memberId}, ${asset}, 0)
    on conflict (member_id, asset) where member_id is not null do nothing`.execute(db);
  const result = await sql<{ id: string; balance: string }>`
    update engagement_account set balance = balance + ${amount.toString()}::bigint
    where member_id = ${memberId} and asset = ${asset} and balance + ${amount.toString()}::bigint >= 0
    returning id, balance`.execute(db);
  return result.rows[0];
}

export async function findHouseAccountId(db: Db, asset: UnitAsset): Promise<string> {
  const result = await sql<{ id: string }>`
    select id from engagement_account where member_id is null and house = 'issued' and asset = ${asset}`.execute(
    db,
  );
  const row = result.rows[0];
  if (!row) throw new Error(`no house account for ${asset}`);
  return row.id;
}

export async function insertPostings(
  db: Db,
  journalId: string,
  postings: { accountId: string; amount: bigint; balanceAfter: bigint | null }[],
): Promise<void> {
  await sql`
    insert into engagement_posting (journal_id, account_id, amount, balance_after)
    values ${sql.join(
      postings.map(
        (p) =>
          sql`(${journalId}, ${p.accountId}, ${p.amount.toString()}::bigint, ${p.balanceAfter?.toString() ?? null}::bigint)`,
      ),
    )}`.execute(db);
}

export async function findMemberBalance(db: Db, memberId: string, asset: UnitAsset): Promise<bigint> {
  const result = await sql<{ balance: string }>`
    select balance from engagement_account where member_id = ${memberId} and asset = ${asset}`.execute(db);
  return BigInt(result.rows[0]?.balance ?? '0');
}

export interface MemberEntryRow {
  id: string;
  created_at: Date;
  amount: string;
  balance_after: string;
  reason: string;
  reference: string;
  memo: Record<string, string>;
}

export async function findMemberEntries(
  db: Db,
  filter: { memberId: string; asset: UnitAsset; limit: number; offset: number },
): Promise<{ rows: MemberEntryRow[]; total: number }> {
  const rows = await sql<MemberEntryRow>`
    select p.id, p.created_at, p.amount, p.balance_after, j.reason, j.reference, j.memo
    from engagement_account a
    join engagement_posting p on p.account_id = a.id
    join engagement_journal j on j.id = p.journal_id
    where a.member_id = ${filter.memberId} and a.asset = ${filter.asset}
    order by p.id desc limit ${filter.limit} offset ${filter.offset}`.execute(db);
  const total = await sql<{ count: string }>`
    select count(*) as count from engagement_account a join engagement_posting p on p.account_id = a.id
    where a.member_id = ${filter.memberId} and a.asset = ${filter.asset}`.execute(db);
  return { rows: rows.rows, total: Number(total.rows[0]?.count ?? 0) };
}

/** Sum of every posting of an asset: zero while the ledger is balanced. */
export async function sumPostings(db: Db, asset: UnitAsset): Promise<bigint> {
  const result = await sql<{ total: string | null }>`
    select sum(p.amount) as total from engagement_posting p join engagement_account a on a.id = p.account_id
    where a.asset = ${asset}`.execute(db);
  return BigInt(result.rows[0]?.total ?? '0');
}

/** A member's balance of an asset, its row locked until the transaction ends (0 without an account). */
export async function lockMemberBalance(db: Db, memberId: string, asset: UnitAsset): Promise<bigint> {
  const result = await sql<{ balance: string }>`
    select balance from engagement_account where member_id = ${memberId} and asset = ${asset}
    for update`.execute(db);
  return BigInt(result.rows[0]?.balance ?? '0');
}

/** What an event's journal moved on the member's side (0 when the event was never recorded). */
export async function findMemberMovement(db: Db, eventKey: string): Promise<bigint> {
  const result = await sql<{ amount: string }>`
    select p.amount from engagement_journal j
    join engagement_posting p on p.journal_id = j.id
    join engagement_account a on a.id = p.account_id and a.member_id is not null
    where j.event_key = ${eventKey}`.execute(db);
  return BigInt(result.rows[0]?.amount ?? '0');
}
