import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type {
  WithdrawalProofRow,
  WithdrawalProofTable,
  WithdrawalRow,
  WithdrawalTable,
} from '../../../db/schema-wallet.js';
import type { WithdrawalWithMember } from './views.js';

function withMember(db: Db) {
  return db
    .selectFrom('withdrawal as w')
    .innerJoin('member as m', 'm.id', 'w.member_id')
    .selectAll('w')
    .select('m.username');
}

export function insertWithdrawal(db: Db, values: Insertable<WithdrawalTable>): Promise<WithdrawalRow> {
  return db.insertInto('withdrawal').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The withdrawal, locked until the end of the caller's transaction. */
export function lockWithdrawal(db: Db, id: string): Promise<WithdrawalWithMember | undefined> {
  return withMember(db).where('w.id', '=', id).forUpdate('w').executeTakeFirst();
}

export function findWithdrawal(db: Db, id: string): Promise<WithdrawalWithMember | undefined> {
  return withMember(db).where('w.id', '=', id).executeTakeFirst();
}

export async function updateWithdrawal(
  db: Db,
  id: string,
  patch: Updateable<WithdrawalTable>,
): Promise<WithdrawalWithMember> {
  await db
    .updateTable('withdrawal')
    .set({ ...patch, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
  const row = await findWithdrawal(db, id);
  if (!row) throw new Error(`withdrawal ${id} vanished`);
  return row;
}

export interface WithdrawalFilter {
  memberId?: string;
  status?: WithdrawalRow['status'];
  limit: number;
  offset: number;
}

export async function listWithdrawals(db: Db, filter: WithdrawalFilter) {
  let query = withMember(db);
  let count = db.selectFrom('withdrawal as w').select((eb) => eb.fn.countAll<string>().as('n'));
  if (filter.memberId) {
    query = query.where('w.member_id', '=', filter.memberId);
    count = count.where('w.member_id', '=', filter.memberId);
  }
  if (filter.status) {
    query = query.where('w.status', '=', filter.status);
    count = count.where('w.status', '=', filter.status);
  }
  const [rows, total] = await Promise.all([
    query.orderBy('w.id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function findProofs(db: Db, withdrawalIds: readonly string[]): Promise<WithdrawalProofRow[]> {
  if (withdrawalIds.length === 0) return [];
  return db
    .selectFrom('withdrawal_proof')
    .selectAll()
    .where('withdrawal_id', 'in', withdrawalIds)
    .orderBy('id')
    .execute();
}

export function findProof(db: Db, withdrawalId: string, proofId: string) {
  return db
    .selectFrom('withdrawal_proof')
    .selectAll()
    .where('id', '=', proofId)
    .where('withdrawal_id', '=', withdrawalId)
    .executeTakeFirst();
}

export async function insertProofs(db: Db, proofs: Insertable<WithdrawalProofTable>[]): Promise<void> {
  if (proofs.length > 0) await db.insertInto('withdrawal_proof').values(proofs).execute();
}

/** Paid withdrawals left unconfirmed since before `paidBefore` now count as received. */
export async function autoConfirmPaid(db: Db, paidBefore: Date, now: Date): Promise<string[]> {
  const rows = await db
    .updateTable('withdrawal')
    .set({
      status: 'received',
      auto_confirmed: true,
      confirmed_at: now,
      received_amount: sql<string>`amount`,
      updated_at: now,
    })
    .where('status', '=', 'paid')
    .where('paid_at', '<=', paidBefore)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function findStatuses(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('withdrawal').select(['id', 'status']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.status]));
}

/**
 * Withdrawals whose state disagrees with the ledger: each must have its hold journal, a payout journal
 * once paid, a refund journal once rejected (and no other), and each member's hold balance must equal
 * their pending withdrawals.
 */
export async function findLedgerMismatches(db: Db) {
  const result = await sql<{ id: string; problem: string }>`
    with journals as (
      select w.id, w.status,
        exists (select 1 from ledger_journal j where j.event_key = 'withdrawal:' || w.id || ':hold') as held,
        exists (select 1 from ledger_journal j where j.event_key = 'withdrawal:' || w.id || ':payout') as paid,
        exists (select 1 from ledger_journal j where j.event_key = 'withdrawal:' || w.id || ':refund') as refunded
      from withdrawal w
    )
    select id::text, 'withdrawal ' || status || ' but journals held=' || held || ' paid=' || paid || ' refunded=' || refunded as problem
    from journals
    where not held
       or (status = 'pending' and (paid or refunded))
       or (status = 'rejected' and (paid or not refunded))
       or (status not in ('pending', 'rejected') and (not paid or refunded))
    union all
    select a.member_id::text as id,
      'member hold balance ' || a.balance || ' but pending withdrawals total ' || coalesce(w.total, 0) as problem
    from ledger_account a
    left join (select member_id, sum(amount) as total from withdrawal where status = 'pending' group by member_id) w
      on w.member_id = a.member_id
    where a.kind = 'hold' and a.balance <> coalesce(w.total, 0)`.execute(db);
  return result.rows;
}
