import { ModuleId, type Configuration } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { operatorToken } from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('configuration without SQL ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    owner = await operatorToken(app);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const auditOf = (action: string) =>
    database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .execute();

  it('turns maintenance on with an end time and the site says so; audited with before and after', async () => {
    const endTime = '2030-01-01T06:00:00Z';
    const saved = await call<Configuration>(app, 'PUT', '/wps/ops/config/settings/maintenance', {
      token: owner,
      body: { value: JSON.stringify({ enabled: true, endTime }) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.value.settings.maintenance).toEqual({ enabled: true, endTime });
    const status = await call<{ status: number }>(app, 'GET', '/wps/system/status');
    expect(status.body.value.status).toBe(1);
    const [row] = await auditOf('config.maintenance');
    expect(row).toMatchObject({ before: { enabled: false }, after: { enabled: true, endTime } });

    await call(app, 'PUT', '/wps/ops/config/settings/maintenance', {
      token: owner,
      body: { value: JSON.stringify({ enabled: false, endTime: null }) },
    });
    expect((await call<{ status: number }>(app, 'GET', '/wps/system/status')).body.value.status).toBe(0);
  });

  it('refuses a value the server would not read, naming the problem, and changes nothing', async () => {
    const before = await call<Configuration>(app, 'GET', '/wps/ops/config', { token: owner });
    const bad = await call(app, 'PUT', '/wps/ops/config/settings/region_restriction', {
      token: owner,
      body: {
        value: JSON.stringify({
          enabled: true,
          blockedCountries: ['BDX'],
          blockedCidrs: [],
          allowedCidrs: [],
        }),
      },
    });
    expect(bad.status).toBe(400);
    expect(detailOf(bad).key).toBe('config_invalid');
    const nul = await call(app, 'PUT', '/wps/ops/config/settings/maintenance', {
      token: owner,
      body: { value: JSON.stringify({ enabled: true, endTime: 'a\u0000b' }) },
    });
    expect(nul.status).toBe(400);
    const notJson = await call(app, 'PUT', '/wps/ops/config/settings/maintenance', {
      token: owner,
      body: { value: '{"enabled": tru' },
    });
    expect(notJson.status).toBe(400);
    const after = await call<Configuration>(app, 'GET', '/wps/ops/config', { token: owner });
    expect(after.body.value.settings).toEqual(before.body.value.settings);
  });

  it('switches a module toggle, audited', async () => {
    const target = ModuleId.freePlay;
    const switched = await call<Configuration>(app, 'PUT', `/wps/ops/config/modules/${target}`, {
      token: owner,
      body: { enabled: false },
    });
    expect(switched.body.value.modules.find((module) => module.modId === target)?.enabled).toBe(false);
    expect((await auditOf('config.module'))[0]).toMatchObject({ after: { modId: target, enabled: false } });
    expect(
      (await call(app, 'PUT', '/wps/ops/config/modules/NO_SUCH', { token: owner, body: { enabled: true } }))
        .status,
    ).toBe(404);
  });
});
