import { recentGamesKept, type AccountGameListValue } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, insertAccount } from '../../../testing/accounts.js';
import { importTestGames, testGameRows } from '../../../testing/lobby.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { login } from '../../../testing/accounts.js';
import { recordRecentGame } from './recent-games.service.js';

describe.each(testDatabaseKinds())('recent games ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let ids: string[];

  const account = async () => {
    const created = await insertAccount(database.db);
    const token = (await login(app, created.username, created.password)).body.value as { token: string };
    return { id: created.id, token: token.token };
  };
  const recent = async (token: string, query = '') =>
    (await call<AccountGameListValue>(app, 'GET', `/wps/relay/GCS_recentGame?language=en${query}`, { token }))
      .body.value;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    const { nodeIds } = await importTestGames(database.db, testGameRows('JDB', recentGamesKept + 5, 'r'));
    ids = [...nodeIds.values()].sort((a, b) => Number(a) - Number(b));
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('needs a login', async () => {
    expect((await call(app, 'GET', '/wps/relay/GCS_recentGame')).status).toBe(401);
  });

  it('lists launched games most recent first, each once', async () => {
    const member = await account();
    expect(await recent(member.token)).toEqual({ content: [], pageNum: 1, totalPages: 0, total: 0 });
    const t = Date.parse('2026-01-01T00:00:00Z');
    await recordRecentGame(database.db, member.id, ids[0]!, new Date(t));
    await recordRecentGame(database.db, member.id, ids[1]!, new Date(t + 1000));
    await recordRecentGame(database.db, member.id, ids[0]!, new Date(t + 2000));
    const list = await recent(member.token);
    expect(list.content.map((g) => g.nodeId)).toEqual([ids[0], ids[1]]);
    expect(list.total).toBe(2);
    const other = await account();
    expect((await recent(other.token)).total).toBe(0);
  });

  it(`keeps the ${recentGamesKept} most recent games and pages them`, async () => {
    const member = await account();
    const t = Date.parse('2026-02-01T00:00:00Z');
    for (const [index, id] of ids.entries())
      await recordRecentGame(database.db, member.id, id, new Date(t + index * 1000));
    const first = await recent(member.token, '&pageNo=1&pageSize=24');
    expect(first).toMatchObject({
      total: recentGamesKept,
      totalPages: Math.ceil(recentGamesKept / 24),
      pageNum: 1,
    });
    expect(first.content[0]!.nodeId).toBe(ids[ids.length - 1]);
    const rows = await database.db
      .selectFrom('game_recent')
      .select('node_id')
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(recentGamesKept);
    expect(rows.map((r) => r.node_id)).not.toContain(ids[0]);
  });
});
