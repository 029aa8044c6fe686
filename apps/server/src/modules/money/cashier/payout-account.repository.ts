import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { PayoutAccountRow, PayoutAccountTable } from '../../../db/schema-wallet.js';

export function listLiveAccounts(db: Db, memberId: string): Promise<PayoutAccountRow[]> {
  return db
    .selectFrom('payout_account')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** A live account of this member (another member's id finds nothing). */
export function findLiveAccount(db: Db, memberId: string, id: string): Promise<PayoutAccountRow | undefined> {
  return db
    .selectFrom('payout_account')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export function insertAccount(db: Db, values: Insertable<PayoutAccountTable>): Promise<PayoutAccountRow> {
  return db.insertInto('payout_account').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function removeAccount(db: Db, memberId: string, id: string): Promise<boolean> {
  const result = await db
    .updateTable('payout_account')
    .set({ removed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
