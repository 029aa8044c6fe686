import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importSeamlessTestGames } from '../../../testing/seamless.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';

/** Rounds name their provider and game without foreign keys (migration 0035); a trigger keeps both. */
describe.each(testDatabaseKinds())('providers and games named by rounds ($name)', (kind) => {
  let database: TestDatabase;
  let slot: string;

  beforeAll(async () => {
    database = await kind.create();
    slot = (await importSeamlessTestGames(database.db)).slot;
    const member = await database.db
      .insertInto('member')
      .values({ username: 'namedrows', referral_code: 'NAMEDROWS' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`insert into game_provider (code, name, secret) values ('KEEP', 'Keep', ${'k'.repeat(32)})`.execute(
      database.db,
    );
    await sql`insert into game_round (provider_code, round_ref, member_id, node_id, vendor_code, game_type)
      select 'KEEP', 'r1', ${member.id}::bigint, g.node_id, g.vendor_code, g.game_type
        from game g where g.node_id = ${slot}::bigint`.execute(database.db);
  });

  afterAll(async () => {
    await database.close();
  });

  it('refuses deleting or renaming a provider or game a round names, and deletes one named no more', async () => {
    await expect(sql`delete from game_provider where code = 'KEEP'`.execute(database.db)).rejects.toThrow(
      /game_provider KEEP is still named by game_round/,
    );
    await expect(
      sql`update game_provider set code = 'KEPT' where code = 'KEEP'`.execute(database.db),
    ).rejects.toThrow(/still named by game_round/);
    await expect(
      sql`update game set node_id = node_id + 1000000 where node_id = ${slot}::bigint`.execute(database.db),
    ).rejects.toThrow(/game .* is still named by game_round/);
    await sql`update game_provider set name = 'Kept' where code = 'KEEP'`.execute(database.db);

    await sql`delete from game_round where provider_code = 'KEEP'`.execute(database.db);
    await sql`delete from game_provider where code = 'KEEP'`.execute(database.db);
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from game_provider where code = 'KEEP'`.execute(database.db);
    expect(left.rows[0]?.n).toBe(0);
  });
});
