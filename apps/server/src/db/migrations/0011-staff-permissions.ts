import { sql, type Kysely } from 'kysely';

/**
 * What a staff account (type 99) may do: null = every permission (the owner), else the listed ones
 * (`operator:<permission>` routes). The operator console's roles will fill it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table member add column staff_permissions text[]`.execute(db);
}
