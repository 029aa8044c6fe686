import { sql } from 'kysely';

/**
 * Selected in a statement that runs on its own (its own transaction), makes that transaction commit
 * without waiting for its WAL flush. Only for writes whose loss in a crash costs no money
 * (notifications, nonces), and never inside a transaction: there it would cover all the transaction
 * wrote.
 */
export const commitWithoutFlushWait = sql`set_config('synchronous_commit', 'off', true)`;
