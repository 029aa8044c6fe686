import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the console's reports, each a range scan over time: credited deposits, paid withdrawals,
 * ledger postings (bonus cost) and registrations (retention cohorts). Settled rounds already have one.
 */
const statements = [
  `create index deposit_credited_time_idx on deposit (updated_at) where status = 'credited'`,
  `create index withdrawal_paid_at_idx on withdrawal (paid_at) where paid_at is not null`,
  `create index ledger_posting_credit_time_idx on ledger_posting (created_at) where amount > 0`,
  `create index member_created_idx on member (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
