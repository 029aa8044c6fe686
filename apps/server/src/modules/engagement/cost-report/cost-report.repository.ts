import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** Cash paid to members by journal type in [from, to): the member side of each journal. */
export async function sumCashByType(
  db: Db,
  types: readonly string[],
  from: Date,
  to: Date,
): Promise<{ type: string; total: string; count: number }[]> {
  const result = await sql<{ type: string; total: string; count: number }>`
    select j.type, sum(p.amount)::text as total, count(distinct j.id)::int as count
    from ledger_journal j
    join ledger_posting p on p.journal_id = j.id
    join ledger_account a on a.id = p.account_id and a.member_id is not null
    where j.type in (${sql.join(types)}) and j.created_at >= ${from} and j.created_at < ${to}
    group by j.type`.execute(db);
  return result.rows;
}

/** Points and tickets issued to members (positive postings) by reason in [from, to). */
export async function sumUnitsIssued(
  db: Db,
  from: Date,
  to: Date,
): Promise<{ asset: string; reason: string; total: string; count: number }[]> {
  const result = await sql<{ asset: string; reason: string; total: string; count: number }>`
    select j.asset, j.reason, sum(p.amount)::text as total, count(*)::int as count
    from engagement_journal j
    join engagement_posting p on p.journal_id = j.id
    join engagement_account a on a.id = p.account_id and a.member_id is not null
    where p.amount > 0 and j.created_at >= ${from} and j.created_at < ${to}
    group by j.asset, j.reason`.execute(db);
  return result.rows;
}
