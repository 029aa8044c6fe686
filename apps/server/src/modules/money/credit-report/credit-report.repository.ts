import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** [start, end) of local days fromDay..toDay in `timeZone`. */
export interface LocalRange {
  fromDay: string;
  toDay: string;
  timeZone: string;
}

const start = (r: LocalRange) => sql<Date>`(${r.fromDay}::date::timestamp at time zone ${r.timeZone})`;
const end = (r: LocalRange) => sql<Date>`((${r.toDay}::date + 1)::timestamp at time zone ${r.timeZone})`;

/** The member's main-wallet postings in the range, summed per local day and journal type. */
export async function sumByDayAndType(db: Db, memberId: string, r: LocalRange) {
  const result = await sql<{ day: string; type: string; amount: string }>`
    select to_char((p.created_at at time zone ${r.timeZone})::date, 'YYYY-MM-DD') as day,
           j.type,
           sum(p.amount)::text as amount
      from ledger_posting p
      join ledger_account a on a.id = p.account_id
      join ledger_journal j on j.id = p.journal_id
     where a.member_id = ${memberId} and a.kind = 'main'
       and p.created_at >= ${start(r)} and p.created_at < ${end(r)}
     group by 1, 2
     order by 1, 2`.execute(db);
  return result.rows;
}

/** The main wallet's balance just before the range starts (its last earlier posting's balance_after). */
export async function balanceBefore(db: Db, memberId: string, r: LocalRange): Promise<bigint> {
  const result = await sql<{ balance: string | null }>`
    select p.balance_after::text as balance
      from ledger_posting p
      join ledger_account a on a.id = p.account_id
     where a.member_id = ${memberId} and a.kind = 'main' and p.created_at < ${start(r)}
     order by p.created_at desc, p.id desc
     limit 1`.execute(db);
  return BigInt(result.rows[0]?.balance ?? '0');
}
