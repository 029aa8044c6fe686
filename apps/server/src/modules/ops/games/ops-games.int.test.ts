import {
  builtinStaffRoles,
  operatorPermissions,
  type CatalogImportPreview,
  type GameListValue,
  type GameMenusValue,
  type HotGamesValue,
  type OperatorPermission,
  type OpsGameRow,
  type OpsGamesCatalog,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, insertAccount, login, loginToken } from '../../../testing/accounts.js';
import { importTestGames, memberToken, testGameRows } from '../../../testing/lobby.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';

type Method = 'GET' | 'POST' | 'PUT';

describe.each(testDatabaseKinds())('operator console game catalog ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staff: string;
  let nodeIds: Map<string, string>;

  const staffToken = async (permissions: OperatorPermission[]) => {
    const account = await insertAccount(database.db, { type: 99, staffPermissions: permissions });
    return loginToken(app, account.username, account.password, { portal: 'operator' });
  };
  const catalog = async () =>
    (await call<OpsGamesCatalog>(app, 'GET', '/wps/ops/games/catalog', { token: staff })).body.value;
  const lobbyCodes = async (vendor: string) =>
    (
      await call<GameListValue>(
        app,
        'GET',
        `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${vendor}&pageSize=100`,
      )
    ).body.value.games.map((game) => game.gameCode);
  const auditRows = (action: string) =>
    database.db
      .selectFrom('audit_log')
      .select(['staff_username', 'action', 'before', 'after'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    staff = await staffToken(['games', 'catalog']);
    ({ nodeIds } = await importTestGames(database.db, testGameRows('PG', 3, 'pg')));
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers each built-in role by its permissions, and 403 to members and password-only sessions', async () => {
    const current = await catalog();
    const vendorOrder = current.vendors.map((vendor) => vendor.code);
    const categoryOrder = current.categories.map((category) => category.code);
    const category = current.categories.find((entry) => entry.vendors.length > 0)!;
    const game = nodeIds.get('PG/pg3')!;
    const preview = { format: 'json', content: JSON.stringify(testGameRows('PG', 1, 'pg')) };
    const calls: [Method, string, OperatorPermission, object?][] = [
      ['GET', '/wps/ops/games/catalog', 'games'],
      ['PUT', '/wps/ops/games/vendors/order', 'games', { codes: vendorOrder }],
      ['PUT', '/wps/ops/games/vendors/PG/enabled', 'games', { enabled: true }],
      ['PUT', '/wps/ops/games/categories/order', 'games', { codes: categoryOrder }],
      ['PUT', `/wps/ops/games/categories/${category.code}/enabled`, 'games', { enabled: category.enabled }],
      ['PUT', `/wps/ops/games/categories/${category.code}/vendors`, 'games', { vendors: category.vendors }],
      ['GET', '/wps/ops/games/games?vendor=PG', 'games'],
      ['PUT', `/wps/ops/games/games/${game}`, 'games', { enabled: true }],
      ['POST', '/wps/ops/games/import/preview', 'catalog', preview],
    ];
    const roles = await Promise.all(
      builtinStaffRoles.map(async (role) => {
        const permissions: readonly OperatorPermission[] = role.permissions ?? operatorPermissions;
        return { code: role.code, permissions, token: await staffToken([...permissions]) };
      }),
    );
    const member = await memberToken(app);
    const holder = await insertAccount(database.db, { type: 99, staffPermissions: ['games', 'catalog'] });
    const passwordOnly = (
      (await login(app, holder.username, holder.password, { portal: 'operator' })).body.value as {
        token: string;
      }
    ).token;
    for (const [method, url, permission, body] of calls) {
      const withBody = body ? { body } : {};
      for (const role of roles) {
        const answer = await call(app, method, url, { token: role.token, ...withBody });
        const allowed = role.permissions.includes(permission);
        expect(answer.status, `${role.code}: ${method} ${url} ${JSON.stringify(answer.body)}`).toBe(
          allowed ? 200 : 403,
        );
        if (!allowed) expect(detailOf(answer).key).toBe('permission_denied');
      }
      expect((await call(app, method, url, { token: member, ...withBody })).status).toBe(403);
      expect((await call(app, method, url, withBody)).status).toBe(401);
      const consoleOnly = await call(app, method, url, { token: passwordOnly, ...withBody });
      expect(consoleOnly.status, `${method} ${url} without a console session`).toBe(403);
      expect(detailOf(consoleOnly).key).toBe('staff_console_only');
    }
    expect(await catalog()).toEqual(current);
  });

  it('disables a game: it leaves the lobby at once and the change is audited with before and after', async () => {
    expect(await lobbyCodes('PG')).toEqual(['pg1', 'pg2', 'pg3']);
    const nodeId = nodeIds.get('PG/pg2')!;
    const off = await call<OpsGameRow>(app, 'PUT', `/wps/ops/games/games/${nodeId}`, {
      token: staff,
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.value).toMatchObject({ nodeId, gameCode: 'pg2', enabled: false });
    expect(await lobbyCodes('PG')).toEqual(['pg1', 'pg3']);

    const listed = await call<{ list: OpsGameRow[]; total: number }>(
      app,
      'GET',
      '/wps/ops/games/games?vendor=PG&enabled=false',
      { token: staff },
    );
    expect(listed.body.value.list.map((row) => row.gameCode)).toEqual(['pg2']);

    const row = (await auditRows('games.game.update')).at(-1);
    expect(row).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    expect(row?.staff_username).toMatch(/^acct/);

    await call(app, 'PUT', `/wps/ops/games/games/${nodeId}`, { token: staff, body: { enabled: true } });
    expect(await lobbyCodes('PG')).toEqual(['pg1', 'pg2', 'pg3']);
  });

  it('sets and clears a hot rank: the lobby hot list follows', async () => {
    const nodeId = nodeIds.get('PG/pg1')!;
    const hot = async () =>
      (
        await call<HotGamesValue>(app, 'GET', '/wps/relay/GCSGAME_hotGamesV2?vassalage=PG')
      ).body.value.list.map((game) => game.gameCode);
    expect(await hot()).toEqual([]);
    await call(app, 'PUT', `/wps/ops/games/games/${nodeId}`, { token: staff, body: { hotRank: 1 } });
    expect(await hot()).toEqual(['pg1']);
    expect((await catalog()).vendors.find((vendor) => vendor.code === 'PG')?.hotGames).toBe(1);
    await call(app, 'PUT', `/wps/ops/games/games/${nodeId}`, { token: staff, body: { hotRank: null } });
    expect(await hot()).toEqual([]);
    const empty = await call(app, 'PUT', `/wps/ops/games/games/${nodeId}`, { token: staff, body: {} });
    expect(empty.status).toBe(400);
    const unknown = await call(app, 'PUT', '/wps/ops/games/games/999999999999', {
      token: staff,
      body: { enabled: false },
    });
    expect(unknown.status).toBe(404);
  });

  it('disables a vendor and a category, reorders categories and a category vendors: the menus follow', async () => {
    const menus = async () =>
      (await call<GameMenusValue>(app, 'GET', '/lgw/games/game_menus')).body.value.categories;
    const category = (await menus()).find((entry) => entry.vendors.some((v) => v.vassalage === 'PG'))!;
    expect(category).toBeDefined();

    await call(app, 'PUT', '/wps/ops/games/vendors/PG/enabled', { token: staff, body: { enabled: false } });
    expect(await lobbyCodes('PG')).toEqual([]);
    await call(app, 'PUT', '/wps/ops/games/vendors/PG/enabled', { token: staff, body: { enabled: true } });
    expect(await lobbyCodes('PG')).toEqual(['pg1', 'pg2', 'pg3']);

    const code = category.gameCategory;
    await call(app, 'PUT', `/wps/ops/games/categories/${code}/enabled`, {
      token: staff,
      body: { enabled: false },
    });
    expect((await menus()).map((entry) => entry.gameCategory)).not.toContain(code);
    await call(app, 'PUT', `/wps/ops/games/categories/${code}/enabled`, {
      token: staff,
      body: { enabled: true },
    });
    expect((await menus()).map((entry) => entry.gameCategory)).toContain(code);

    const order = (await catalog()).categories.map((entry) => entry.code);
    const reversed = [...order].reverse();
    const reordered = await call<OpsGamesCatalog>(app, 'PUT', '/wps/ops/games/categories/order', {
      token: staff,
      body: { codes: reversed },
    });
    expect(reordered.body.value.categories.map((entry) => entry.code)).toEqual(reversed);
    const shown = (await menus()).map((entry) => entry.gameCategory);
    expect(shown).toEqual(reversed.filter((entry) => shown.includes(entry as never)));

    const mapped = (await catalog()).categories.find((entry) => entry.code === code)!.vendors;
    const pgLast = [...mapped.filter((v) => v.code !== 'PG'), { code: 'PG', enabled: false }];
    await call(app, 'PUT', `/wps/ops/games/categories/${code}/vendors`, {
      token: staff,
      body: { vendors: pgLast },
    });
    const vendorsShown = (await menus()).find((entry) => entry.gameCategory === code)?.vendors ?? [];
    expect(vendorsShown.map((v) => v.vassalage)).not.toContain('PG');
    await call(app, 'PUT', `/wps/ops/games/categories/${code}/vendors`, {
      token: staff,
      body: { vendors: mapped },
    });

    const audit = await auditRows('games.category.order');
    expect(audit.at(-1)).toMatchObject({ before: expect.any(Array), after: expect.any(Array) });
  });

  it('refuses an order that drops or repeats an entry, changing nothing', async () => {
    const before = await catalog();
    const codes = before.vendors.map((vendor) => vendor.code);
    for (const bad of [codes.slice(1), [...codes.slice(1), codes[1]!], [...codes.slice(1), 'NOPE']]) {
      const refused = await call(app, 'PUT', '/wps/ops/games/vendors/order', {
        token: staff,
        body: { codes: bad },
      });
      expect(refused.status).toBe(400);
      expect(detailOf(refused)).toMatchObject({
        key: 'ops_games_order_mismatch',
        params: { count: codes.length },
      });
    }
    const unknown = await call(app, 'PUT', '/wps/ops/games/vendors/NOPE/enabled', {
      token: staff,
      body: { enabled: false },
    });
    expect(unknown.status).toBe(404);
    expect(await catalog()).toEqual(before);
  });

  it('previews an import (added, changed, removed rows) without writing, with the import row checks', async () => {
    const preview = (body: object) =>
      call<CatalogImportPreview>(app, 'POST', '/wps/ops/games/import/preview', { token: staff, body });
    const rows = [
      ...testGameRows('PG', 1, 'pg', { names: { en: 'Renamed One' }, releasedAt: '2026-01-01' }),
      ...testGameRows('PG', 2, 'pg').slice(1),
      ...testGameRows('PG', 1, 'new'),
    ];
    const stored = await database.db.selectFrom('game').select(['game_code', 'name_en', 'enabled']).execute();
    const merged = await preview({ format: 'json', content: JSON.stringify(rows) });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.value).toMatchObject({ total: 3, added: 1, removed: 0 });
    expect(merged.body.value.addedRows).toEqual([
      { vendor: 'PG', gameCode: 'new1', name: 'Test Game NEW1', fields: [] },
    ]);
    const pg1 = merged.body.value.changedRows.find((row) => row.gameCode === 'pg1');
    expect(pg1?.fields).toEqual(expect.arrayContaining(['names', 'releasedAt']));

    const replaced = await preview({ format: 'json', content: JSON.stringify(rows), mode: 'replace' });
    expect(replaced.body.value.removed).toBe(1);
    expect(replaced.body.value.removedRows.map((row) => row.gameCode)).toEqual(['pg3']);

    const bad = await preview({
      format: 'csv',
      content: 'gameCode,gameType,name_en\nok1,RNG,Fine\nbad 2,NOPE,\n',
      vendor: 'PG',
    });
    expect(bad.status).toBe(400);
    expect(detailOf(bad).key).toBe('catalog_import_invalid');
    expect((detailOf(bad) as unknown as { errors: unknown[] }).errors.length).toBeGreaterThan(0);

    expect(
      await database.db.selectFrom('game').select(['game_code', 'name_en', 'enabled']).execute(),
    ).toEqual(stored);
  });
});
