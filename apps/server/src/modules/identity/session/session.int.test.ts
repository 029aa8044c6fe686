import { ModuleId, type MemberInfo, type SessionValue } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from './auth.js';
import { ok } from '../../../lib/envelope.js';
import { call, freshIp, insertAccount, login, registerMember, setModule } from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';

describe.each(testDatabaseKinds())('sessions ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  const info = (token: string, headers: Record<string, string> = {}) =>
    call<MemberInfo>(app, 'GET', '/wps/member/info', headers.token ? { headers } : { token });
  const sessionOf = (token: string) =>
    database.db
      .selectFrom('member_session')
      .select('id')
      .where('token_hash', '=', (eb) =>
        eb.fn('encode', [
          eb.fn('sha256', [eb.fn('convert_to', [eb.val(token), eb.val('UTF8')])]),
          eb.val('hex'),
        ]),
      )
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db, { SESSION_IDLE_MINUTES: '120', SESSION_ABSOLUTE_HOURS: '168' });
    // Probe routes declare their access the way every feature does; the access hook resolves the caller.
    const principalOf = (request: FastifyRequest) => request.principal as AuthContext;
    app.get('/wps/test/member-centre', { config: { access: 'account' } }, async (request) =>
      ok(principalOf(request).member.username),
    );
    app.get('/wps/test/agent-centre', { config: { access: 'agent' } }, async (request) =>
      ok(principalOf(request).member.username),
    );
    app.get('/wps/test/browse', { config: { access: 'session' } }, async (request) =>
      ok(principalOf(request).member.type),
    );
    await app.ready();
  });

  afterEach(async () => {
    await setModule(database.db, ModuleId.freePlay, true);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('reads the token from Authorization: Bearer or from a token header, and refuses anything else with 401', async () => {
    const { token } = await registerMember(app);
    expect((await info(token)).status).toBe(200);
    expect((await info('', { token })).status).toBe(200);
    for (const bad of [undefined, 'not-a-token', `${token}x`]) {
      const result = await call(app, 'GET', '/wps/member/info', bad ? { token: bad } : {});
      expect(result.status).toBe(401);
      expect(result.body).toEqual({
        success: false,
        value: { key: 'not_logged_in', params: {} },
        message: 'You are not logged in, please login',
      });
    }
  });

  it('ends a session after the idle timeout, and keeps an active one alive', async () => {
    const { token } = await registerMember(app);
    const { id } = await sessionOf(token);
    await database.db
      .updateTable('member_session')
      .set({ last_seen_at: new Date(Date.now() - 119 * 60_000) })
      .where('id', '=', id)
      .execute();
    expect((await info(token)).status).toBe(200);
    const touched = await database.db
      .selectFrom('member_session')
      .select('last_seen_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Date.now() - new Date(touched.last_seen_at).getTime()).toBeLessThan(60_000);

    await database.db
      .updateTable('member_session')
      .set({ last_seen_at: new Date(Date.now() - 121 * 60_000) })
      .where('id', '=', id)
      .execute();
    expect((await info(token)).status).toBe(401);
  });

  it('ends a session at its absolute expiry however active it is', async () => {
    const value = await registerMember(app);
    expect(new Date(value.expiresAt).getTime() - Date.now()).toBeGreaterThan(167 * 3_600_000);
    expect(value.idleTimeoutSeconds).toBe(7200);
    const { id } = await sessionOf(value.token);
    await database.db
      .updateTable('member_session')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await info(value.token)).status).toBe(401);
  });

  it('logs out: that token stops working, other sessions of the member do not', async () => {
    const member = await registerMember(app);
    const other = (await login(app, member.username, member.password)).body.value as SessionValue;
    const out = await call(app, 'DELETE', '/wps/session/logout', { token: member.token });
    expect(out.body).toEqual({ success: true, value: null, message: 'success' });
    expect((await info(member.token)).status).toBe(401);
    expect((await call(app, 'DELETE', '/wps/session/logout', { token: member.token })).status).toBe(401);
    expect((await info(other.token)).status).toBe(200);
  });

  it('refuses sessions of disabled accounts', async () => {
    const account = await insertAccount(database.db);
    const { token } = (await login(app, account.username, account.password)).body.value as SessionValue;
    await database.db
      .updateTable('member')
      .set({ status: 'disabled' })
      .where('id', '=', account.id)
      .execute();
    expect((await info(token)).status).toBe(401);
    expect((await login(app, account.username, account.password)).body.message).toBe(
      'This account is disabled, please contact customer service',
    );
  });

  it('guards agent-only and real-account features in both directions', async () => {
    const member = await registerMember(app);
    const agent = await insertAccount(database.db, { type: 2 });
    const agentToken = (
      (await login(app, agent.username, agent.password, { portal: 'agent' })).body.value as SessionValue
    ).token;

    expect((await call(app, 'GET', '/wps/test/agent-centre', { token: agentToken })).body.value).toBe(
      agent.username,
    );
    const refused = await call(app, 'GET', '/wps/test/agent-centre', { token: member.token });
    expect(refused).toMatchObject({ status: 403, body: { value: { key: 'agent_only' } } });
    expect((await call(app, 'GET', '/wps/test/member-centre', { token: agentToken })).status).toBe(200);
    expect((await call(app, 'GET', '/wps/test/member-centre', { token: member.token })).status).toBe(200);
    expect((await call(app, 'GET', '/wps/test/agent-centre')).status).toBe(401);
  });

  describe('free play', () => {
    const freePlay = (ip = freshIp()) =>
      call<SessionValue>(app, 'POST', '/wps/session/login/freeplay', {
        body: { os: 'Linux', platform: 'W' },
        headers: { 'x-gateway-version': '3' },
        ip,
      });

    it('creates a trial account (type 4) and logs it in', async () => {
      const result = await freePlay();
      expect(result.status).toBe(200);
      expect(result.body.value).toMatchObject({
        status: 'LOGGED_IN',
        mustChangePassword: false,
        member: { type: 4, isTrial: true, isAgent: false, hasPassword: false },
      });
      const empty = await call<SessionValue>(app, 'POST', '/wps/session/login/freeplay', { ip: freshIp() });
      expect(empty.status).toBe(200);
    });

    it('lets a trial account browse but not use the member centre or the agent centre', async () => {
      const { token } = (await freePlay()).body.value;
      expect((await call(app, 'GET', '/wps/test/browse', { token })).body.value).toBe(4);
      expect((await info(token)).body.value).toMatchObject({ isTrial: true });
      for (const url of ['/wps/test/member-centre', '/wps/test/agent-centre', '/wps/member/info/icon']) {
        const refused = await call(app, 'GET', url, { token });
        expect(refused.status, url).toBe(403);
        expect(refused.body).toEqual({
          success: false,
          value: { key: 'in_need_true_account', params: {} },
          message: 'Please Register An Account First',
        });
      }
      const change = await call(app, 'POST', '/wps/member/password', {
        token,
        body: { oldPassword: 'x', newPassword: 'Secret123', confirmNewPassword: 'Secret123' },
      });
      expect(change.status).toBe(403);
    });

    it('follows the FREE_PLAY toggle and caps trial accounts per IP', async () => {
      await setModule(database.db, ModuleId.freePlay, false);
      expect((await freePlay()).status).toBe(403);
      await setModule(database.db, ModuleId.freePlay, true);

      const ip = freshIp();
      for (let i = 0; i < 10; i++) expect((await freePlay(ip)).status).toBe(200);
      const capped = await freePlay(ip);
      expect(capped).toMatchObject({
        status: 429,
        body: { message: 'Too many requests, please try again after 5 minutes' },
      });
    });
  });
});
