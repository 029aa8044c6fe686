import type { Access } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from './lib/access.js';
import { freshIp, insertAccount, loginToken } from './testing/accounts.js';
import { memberToken, operatorToken, trialToken } from './testing/lobby.js';
import { buildTestApp } from './testing/test-app.js';
import { primaryTestDatabaseKind, type TestDatabase } from './testing/test-database.js';

type Caller = 'anonymous' | 'trial' | 'player' | 'agent' | 'owner' | 'contentStaff';
const callers: readonly Caller[] = ['anonymous', 'trial', 'player', 'agent', 'owner', 'contentStaff'];

/** Who each declaration lets in, written independently of the guards that enforce it. */
function allows(access: Access, caller: Caller): boolean {
  if (access === 'public' || access === 'visitor' || access === 'development') return true;
  if (access === 'provider-signed' || access === 'gateway-signed') return false;
  if (access === 'session') return caller !== 'anonymous';
  if (access === 'account') return caller !== 'anonymous' && caller !== 'trial';
  if (access === 'player') return caller === 'player' || caller === 'agent';
  if (access === 'agent') return caller === 'agent';
  return caller === 'owner' || (caller === 'contentStaff' && access === 'operator:content');
}

/** The answers of the access hook itself; a handler's own 403 (a business rule) carries other keys. */
const accessRefusalKeys = new Set([
  'not_logged_in',
  'in_need_true_account',
  'non_member_login',
  'agent_only',
  'operator_only',
  'permission_denied',
  'password_change_required',
]);

const concreteUrl = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '1').replace(/\*$/, 'x');

describe('route access', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const tokens = new Map<Caller, string | undefined>();
  let routes: DeclaredRoute[];

  beforeAll(async () => {
    database = await primaryTestDatabaseKind().create();
    app = await buildTestApp(database.db);
    await app.ready();
    const agent = await insertAccount(database.db, { type: 1 });
    const contentStaff = await insertAccount(database.db, { type: 99, staffPermissions: ['content'] });
    tokens.set('anonymous', undefined);
    tokens.set('trial', await trialToken(app));
    tokens.set('player', await memberToken(app));
    tokens.set('agent', await loginToken(app, agent.username, agent.password));
    tokens.set('owner', await operatorToken(app));
    tokens.set(
      'contentStaff',
      await loginToken(app, contentStaff.username, contentStaff.password, { portal: 'operator' }),
    );
    routes = app
      .declaredRoutes()
      .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !route.websocket)
      // The house provider's API (an outside vendor's, mounted under /hp) is public to the platform and
      // authenticates its own callers with its own session tokens; packages/house-provider tests that.
      .filter((route) => !route.url.startsWith('/hp/'))
      // Likewise the house sportsbook's player API under /sb (packages/sportsbook-provider and its tests).
      .filter((route) => !route.url.startsWith('/sb/'))
      // Logging out ends the callers' sessions: last.
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('has a declaration on every route, and every API route is built from an endpoint descriptor', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((route) => route.access === undefined)).toEqual([]);
    const apiWithoutDescriptor = routes.filter(
      (route) => /^\/(wps|lgw|lotto|seamless|dev)\//.test(route.url) && route.errors === undefined,
    );
    expect(apiWithoutDescriptor.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('lets each caller in exactly where the declaration allows, and answers only declared statuses', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const access = route.access as Access;
      for (const caller of callers) {
        const token = tokens.get(caller);
        const response = await app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          remoteAddress: freshIp(),
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const status = response.statusCode;
        let key: string | undefined;
        try {
          key = (response.json<{ value?: { key?: string } | null }>().value ?? undefined)?.key;
        } catch {
          key = undefined;
        }
        const refusedByAccess =
          status === 401 || (status === 403 && key !== undefined && accessRefusalKeys.has(key));
        const where = `${route.method} ${route.url} as ${caller} (${access}): ${status} ${key ?? ''}`;
        if (status >= 500) wrong.push(`${where} — server error`);
        else if (allows(access, caller) && refusedByAccess) wrong.push(`${where} — refused but allowed`);
        else if (!allows(access, caller) && !refusedByAccess && !(status === 400 && /signed/.test(access)))
          wrong.push(`${where} — let in but not allowed`);
        else if (status >= 400 && route.errors && !route.errors.includes(status))
          wrong.push(`${where} — status not declared (${route.errors.join(', ') || 'none'})`);
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });
});
