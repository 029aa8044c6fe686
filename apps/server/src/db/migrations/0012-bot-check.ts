import { sql, type Kysely } from 'kysely';

/**
 * Bot-check challenges already used: the primary key makes each solved challenge count once, even
 * when two requests carry it at the same moment. Rows go with the hourly housekeeping once expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table bot_check_use (
      nonce text primary key,
      expires_at timestamptz not null
    )`.execute(db);
  await sql`create index bot_check_use_expires_at on bot_check_use (expires_at)`.execute(db);
}
