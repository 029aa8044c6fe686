import { sql, type Kysely } from 'kysely';

/**
 * A session opened with a default or expired password (when the forced change is on, and not by SMS)
 * may only change the password, read member info or log out until the password is changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member_session add column must_change_password boolean not null default false`.execute(
    db,
  );
}
