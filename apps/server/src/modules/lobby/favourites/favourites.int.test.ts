import type { AccountGameListValue, FavoriteRef } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../testing/accounts.js';
import { importTestGames, memberToken, testGameRows, trialToken } from '../../../testing/lobby.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';

describe.each(testDatabaseKinds())('favourites ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let ids: string[];

  const refs = async (token: string) =>
    (await call<FavoriteRef[]>(app, 'GET', '/wps/relay/MCSFE_getFavoriteGames', { token })).body.value.map(
      (r) => r.nodeId,
    );
  const add = (
    token: string,
    nodeId: unknown,
    extra: Record<string, unknown> = { vendor: 'PG', gameType: 'RNG' },
  ) =>
    call<FavoriteRef[]>(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
      token,
      body: { nodeId, ...extra },
    });
  const remove = (token: string, nodeId: unknown) =>
    call<FavoriteRef[]>(app, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { token, body: { nodeId } });
  const page = async (token: string, query = '') =>
    (
      await call<AccountGameListValue>(
        app,
        'GET',
        `/wps/relay/MCSFE_getFavoriteGamesList?clientType=3&platform=flash,html5-desktop&language=bn&pageNo=1&pageSize=999${query}`,
        { token },
      )
    ).body.value;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    const { nodeIds } = await importTestGames(database.db, testGameRows('PG', 5, 'fav'));
    ids = [1, 2, 3, 4, 5].map((n) => nodeIds.get(`PG/fav${n}`)!);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('needs a login: visitors get 401 everywhere', async () => {
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getFavoriteGames')).status).toBe(401);
    expect((await call(app, 'GET', '/wps/relay/MCSFE_getFavoriteGamesList')).status).toBe(401);
    expect(
      (await call(app, 'POST', '/wps/relay/MCSFE_addFavoriteGameV2', { body: { nodeId: ids[0] } })).status,
    ).toBe(401);
    expect(
      (await call(app, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { body: { nodeId: ids[0] } }))
        .status,
    ).toBe(401);
  });

  it('adds idempotently, newest first, comparing ids as strings whether sent as numbers or strings', async () => {
    const token = await memberToken(app);
    expect((await add(token, Number(ids[0]))).body.value).toEqual([
      { nodeId: ids[0], vassalage: 'PG', gameType: 'RNG' },
    ]);
    await add(token, ids[0]);
    await add(token, ` ${ids[0]} `);
    await add(token, ids[1], {});
    expect(await refs(token)).toEqual([ids[1], ids[0]]);
    expect((await add(token, ids[2])).body.value.map((r) => r.nodeId)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await page(token)).content.every((g) => typeof g.nodeId === 'string')).toBe(true);
  });

  it('removes idempotently, by body or query string', async () => {
    const token = await memberToken(app);
    for (const id of ids.slice(0, 3)) await add(token, id);
    expect((await remove(token, Number(ids[1]))).body.value.map((r) => r.nodeId)).toEqual([ids[2], ids[0]]);
    expect((await remove(token, ids[1])).status).toBe(200);
    const byQuery = await call<FavoriteRef[]>(
      app,
      'DELETE',
      `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${ids[0]}`,
      { token },
    );
    expect(byQuery.body.value.map((r) => r.nodeId)).toEqual([ids[2]]);
    expect((await call(app, 'DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { token })).status).toBe(400);
  });

  it("keeps each member's favourites to that member", async () => {
    const [alice, bob] = [await memberToken(app), await memberToken(app)];
    await add(alice, ids[0]);
    await add(alice, ids[1]);
    await add(bob, ids[1]);
    await remove(bob, ids[0]);
    await remove(bob, ids[1]);
    expect(await refs(alice)).toEqual([ids[1], ids[0]]);
    expect(await refs(bob)).toEqual([]);
  });

  it('refuses unknown games and malformed ids', async () => {
    const token = await memberToken(app);
    const unknown = await add(token, '999999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Game not found');
    for (const bad of ['abc', '0', -5, '1e3', null])
      expect((await add(token, bad)).status, String(bad)).toBe(400);
    expect(await refs(token)).toEqual([]);
  });

  it('lists favourite games in pages (content, pageNum, totalPages), hiding disabled games', async () => {
    const token = await memberToken(app);
    for (const id of ids) await add(token, id);
    const all = await page(token);
    expect(all).toMatchObject({ pageNum: 1, totalPages: 1, total: 5 });
    expect(all.content.map((g) => g.nodeId)).toEqual([...ids].reverse());
    expect(all.content[0]!.gameName).toBe('টেস্ট গেম 5');
    const second = (
      await call<AccountGameListValue>(
        app,
        'GET',
        '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2&pageSize=2',
        { token },
      )
    ).body.value;
    expect(second).toMatchObject({ pageNum: 2, totalPages: 3, total: 5 });
    expect(second.content.map((g) => g.nodeId)).toEqual([ids[2], ids[1]]);
    await database.db.updateTable('game').set({ enabled: false }).where('node_id', '=', ids[4]!).execute();
    try {
      expect((await page(token)).total).toBe(4);
      expect(await refs(token)).not.toContain(ids[4]);
    } finally {
      await database.db.updateTable('game').set({ enabled: true }).where('node_id', '=', ids[4]!).execute();
    }
  });

  it('lets trial accounts keep favourites while they browse', async () => {
    const token = await trialToken(app);
    await add(token, ids[3]);
    expect(await refs(token)).toEqual([ids[3]]);
  });
});
