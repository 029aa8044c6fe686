import type { FastifyInstance } from 'fastify';
import type {
  Envelope,
  PermissionInfo,
  RegisterRules,
  SystemStatusValue,
  WhitelabelNode,
} from '@app/contracts';
import { ModuleId, isModuleEnabled } from '@app/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultMaintenance, defaultRegionRestriction } from '../../../seed/system-defaults.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import * as repo from './system.repository.js';
import { updateSetting } from './system.service.js';

describe.each(testDatabaseKinds())('system endpoints ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let proxied: FastifyInstance;

  const status = async (
    target: FastifyInstance,
    remoteAddress: string,
    headers: Record<string, string> = {},
  ) => {
    const res = await target.inject({ method: 'GET', url: '/wps/system/status', remoteAddress, headers });
    expect(res.statusCode).toBe(200);
    return res.json<Envelope<SystemStatusValue>>().value;
  };

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    proxied = await buildTestApp(database.db, {
      TRUSTED_PROXIES: '10.0.0.0/8',
      GEO_COUNTRY_HEADER: 'cf-ipcountry',
    });
  });

  afterEach(async () => {
    await updateSetting(database.db, 'maintenance', defaultMaintenance);
    await updateSetting(database.db, 'region_restriction', defaultRegionRestriction);
  });

  afterAll(async () => {
    await app.close();
    await proxied.close();
    await database.close();
  });

  it('reports a normal site with the visitor location', async () => {
    expect(await status(app, '198.51.100.4')).toEqual({
      status: 0,
      endTime: null,
      location: { ip: '198.51.100.4', countryCode: null },
    });
  });

  it('reports maintenance with its end time', async () => {
    await updateSetting(database.db, 'maintenance', { enabled: true, endTime: '2026-12-01T06:00:00.000Z' });
    expect(await status(app, '198.51.100.4')).toMatchObject({
      status: 1,
      endTime: '2026-12-01T06:00:00.000Z',
    });
  });

  it('restricts by IP range and lets maintenance win over the region rule', async () => {
    await updateSetting(database.db, 'region_restriction', {
      ...defaultRegionRestriction,
      enabled: true,
      blockedCidrs: ['203.0.113.0/24'],
    });
    expect((await status(app, '203.0.113.9')).status).toBe(2);
    expect((await status(app, '198.51.100.4')).status).toBe(0);

    await updateSetting(database.db, 'maintenance', { enabled: true, endTime: null });
    expect((await status(app, '203.0.113.9')).status).toBe(1);
  });

  it('ignores X-Forwarded-For without a trusted proxy, and believes it from a trusted one', async () => {
    await updateSetting(database.db, 'region_restriction', {
      ...defaultRegionRestriction,
      enabled: true,
      blockedCidrs: ['203.0.113.0/24'],
    });
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };

    const direct = await status(app, '10.1.1.1', forwarded);
    expect(direct).toMatchObject({ status: 0, location: { ip: '10.1.1.1' } });

    const viaTrusted = await status(proxied, '10.1.1.1', forwarded);
    expect(viaTrusted).toMatchObject({ status: 2, location: { ip: '203.0.113.9' } });

    const viaUntrusted = await status(proxied, '192.0.2.50', forwarded);
    expect(viaUntrusted).toMatchObject({ status: 0, location: { ip: '192.0.2.50' } });
  });

  it('restricts by country from the operator IP ranges and from a trusted proxy header only', async () => {
    await repo.insertGeoIpRange(database.db, '198.18.0.0/15', 'US');
    await updateSetting(database.db, 'region_restriction', {
      ...defaultRegionRestriction,
      enabled: true,
      blockedCountries: ['US'],
    });

    expect(await status(app, '198.18.5.5')).toMatchObject({ status: 2, location: { countryCode: 'US' } });
    expect((await status(app, '192.0.2.1', { 'cf-ipcountry': 'US' })).status).toBe(0);
    expect(await status(proxied, '10.9.9.9', { 'cf-ipcountry': 'us' })).toMatchObject({
      status: 2,
      location: { countryCode: 'US' },
    });
    expect((await status(proxied, '192.0.2.1', { 'cf-ipcountry': 'US' })).status).toBe(0);
  });

  it('refuses to store a malformed IP range', async () => {
    await expect(
      updateSetting(database.db, 'region_restriction', {
        ...defaultRegionRestriction,
        blockedCidrs: ['10.0.0.0/99'],
      }),
    ).rejects.toThrow(/not an IP address or CIDR range/);
  });

  it('falls back to the shipped default when a stored setting is malformed', async () => {
    await repo.upsertSetting(database.db, 'maintenance', { enabled: 'yes please' });
    expect((await status(app, '198.51.100.4')).status).toBe(0);
  });

  it('serves the whitelabel module tree from the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const tree = res.json<Envelope<WhitelabelNode[]>>().value;
    expect(tree.map((n) => n.modId)).toContain(ModuleId.register);
    expect(isModuleEnabled(tree, ModuleId.registerSmsVerification)).toBe(true);

    await repo.setModuleEnabled(database.db, ModuleId.registerMobile, false);
    const after = (await app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).json<
      Envelope<WhitelabelNode[]>
    >().value;
    expect(isModuleEnabled(after, ModuleId.registerMobile)).toBe(false);
    expect(isModuleEnabled(after, ModuleId.registerSmsVerification)).toBe(false);
    await repo.setModuleEnabled(database.db, ModuleId.registerMobile, true);
  });

  it('serves registration rules per field', async () => {
    const rules = (await app.inject({ method: 'GET', url: '/wps/system/setting/register' })).json<
      Envelope<RegisterRules>
    >().value;
    expect(rules.username).toMatchObject({
      enabled: true,
      required: true,
      patternId: 1,
      minLength: 4,
      maxLength: 16,
    });
    expect(new RegExp(rules.username?.pattern ?? '', 'u').test('player1')).toBe(true);
    expect(rules.qqNum).toMatchObject({ enabled: false, required: false });
  });

  it('serves help pages per language with an English fallback, and validates the query', async () => {
    const bn = (await app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=bn&device=WEB' })).json<
      Envelope<{ slug: string; title: string }[]>
    >();
    expect(bn.value.find((a) => a.slug === 'about')?.title).toBe('আমাদের সম্পর্কে');
    const fallback = (await app.inject({ method: 'GET', url: '/wps/system/helpCenter?lang=fr' })).json<
      Envelope<{ title: string }[]>
    >();
    expect(fallback.value[0]?.title).toBe('About us');
    const bad = await app.inject({ method: 'GET', url: '/wps/system/helpCenter?device=TV' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().message).toMatch(/^device: /);
  });

  it('serves country dialing codes with Bangladesh first', async () => {
    const codes = (await app.inject({ method: 'GET', url: '/wps/system/countryCodes' })).json<
      Envelope<{ countryCode: string; countryDialingCode: string }[]>
    >().value;
    expect(codes[0]).toMatchObject({ countryCode: 'BD', countryDialingCode: '+880' });
  });

  it('serves the domain route and the permission info in one call', async () => {
    const route = (await app.inject({ method: 'GET', url: '/wps/system/domainRoute' })).json<
      Envelope<{ mainDomain: string }>
    >();
    expect(route.value.mainDomain).toBe('localhost');

    const info = (
      await app.inject({ method: 'GET', url: '/wps/system/permission', remoteAddress: '198.51.100.4' })
    ).json<Envelope<PermissionInfo>>().value;
    expect(info.resources).toMatchObject({ defaultLanguage: 'bn', currency: { code: 'BDT', symbol: '৳' } });
    expect(info.resources.languages.length).toBeGreaterThanOrEqual(30);
    expect(info.location).toEqual({ ip: '198.51.100.4', countryCode: null });
    expect(info.customerService.length).toBeGreaterThan(0);
    expect(info.maintenance.enabled).toBe(false);
    expect(info.regionRestriction).toEqual({ enabled: false, restricted: false });
  });
});
