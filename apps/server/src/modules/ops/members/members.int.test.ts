import type { Dashboard, MemberDetail } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  detailOf,
  freshIp,
  insertAccount,
  login,
  loginBody,
  loginToken,
} from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createPlayer, operatorToken, requestId } from '../../../testing/wallet.js';

describe.each(testDatabaseKinds())('members and dashboard ($name)', (kind) => {
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

  const act = (id: string, body: object) =>
    call<MemberDetail>(app, 'POST', `/wps/ops/members/${id}/actions`, { token: owner, body });

  it('finds members by any field and never lists staff', async () => {
    const player = await createPlayer(app, database.db, { balance: '250.00' });
    const byName = await call<{ list: { id: string; balance: string }[] }>(
      app,
      'GET',
      `/wps/ops/members?q=${player.username.slice(2)}`,
      { token: owner },
    );
    expect(byName.body.value.list).toEqual([expect.objectContaining({ id: player.id, balance: '250.00' })]);
    const byId = await call<{ list: { id: string }[] }>(app, 'GET', `/wps/ops/members?q=${player.id}`, {
      token: owner,
    });
    expect(byId.body.value.list.map((row) => row.id)).toContain(player.id);
    const staff = await call<{ list: unknown[] }>(app, 'GET', '/wps/ops/members?q=demo_operator', {
      token: owner,
    });
    expect(staff.body.value.list).toEqual([]);
  });

  it('locks and unlocks, tags, notes and messages a member, each audited', async () => {
    const player = await createPlayer(app, database.db, { balance: '10.00' });
    const detail = await call<MemberDetail>(app, 'GET', `/wps/ops/members/${player.id}`, { token: owner });
    expect(detail.body.value).toMatchObject({
      username: player.username,
      balance: '10.00',
      status: 'active',
    });
    expect(detail.body.value.ledger.length).toBeGreaterThan(0);

    expect((await act(player.id, { action: 'lock', reason: 'chargeback' })).body.value.status).toBe(
      'disabled',
    );
    expect((await login(app, player.username, 'Secret123')).status).not.toBe(200);
    expect((await call(app, 'GET', '/wps/v2/wallets/balance', { token: player.token })).status).toBe(401);
    expect((await act(player.id, { action: 'unlock', reason: 'resolved' })).body.value.status).toBe('active');

    expect((await act(player.id, { action: 'tag', tag: 'vip-watch' })).body.value.tags).toEqual([
      'vip-watch',
    ]);
    const noted = await act(player.id, { action: 'note', text: 'Called about the bonus' });
    expect(noted.body.value.notes[0]).toMatchObject({
      staff: 'demo_operator',
      text: 'Called about the bonus',
    });
    expect(
      (await act(player.id, { action: 'message', title: 'Hello', content: 'Welcome back' })).status,
    ).toBe(200);

    const rows = await database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('action', 'like', 'member.%')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['member.lock', 'member.unlock', 'member.tag', 'member.note', 'member.message']),
    );
    expect(rows.find((row) => row.action === 'member.lock')).toMatchObject({
      before: { status: 'active' },
      after: { status: 'disabled' },
    });
    expect(
      (
        await call(app, 'POST', '/wps/ops/members/999999999/actions', {
          token: owner,
          body: { action: 'unlock', reason: 'x' },
        })
      ).status,
    ).toBe(404);
  });

  it('shows sessions, devices, bonuses, limits and self-exclusion, and ends one session, audited', async () => {
    const player = await createPlayer(app, database.db, { balance: '10.00' });
    await database.db
      .insertInto('rg_limit')
      .values({
        member_id: player.id,
        kind: 'deposit',
        period: 'day',
        value: '500000',
        updated_at: new Date(),
      })
      .execute();
    const weekLater = new Date(Date.now() + 7 * 86_400_000);
    await database.db
      .insertInto('rg_exclusion')
      .values({ member_id: player.id, kind: 'selfExclusion', started_at: new Date(), ends_at: weekLater })
      .execute();
    await sql`insert into reward_grant (member_id, source, grant_key, title, amount, turnover_required,
        weights, status, details)
      values (${player.id}, 'promotion', ${`test-${player.id}`}, 'Welcome', 10000, 50000, '{}'::jsonb,
        'active', '{}'::jsonb)`.execute(database.db);
    const device = 'Mozilla/5.0 (Linux; Android 14) Chrome/130';
    const deviceKey = `${'D'.repeat(22)}.${'0123456789abcdef'.repeat(2)}`;
    const signedIn = await call(app, 'POST', '/wps/session/login', {
      body: loginBody(player.username, 'Secret123'),
      headers: { 'user-agent': device, 'x-device-id': deviceKey },
      ip: freshIp(),
    });
    expect(signedIn.status).toBe(200);

    const detail = (await call<MemberDetail>(app, 'GET', `/wps/ops/members/${player.id}`, { token: owner }))
      .body.value;
    expect(detail.limits).toEqual([
      { kind: 'deposit', period: 'day', value: '5000.00', pendingValue: null, pendingAt: null },
    ]);
    expect(detail.exclusion).toMatchObject({ kind: 'selfExclusion', endsAt: weekLater.toISOString() });
    expect(detail.bonuses).toEqual([
      expect.objectContaining({
        title: 'Welcome',
        amount: '100.00',
        turnoverRequired: '500.00',
        turnoverDone: '0.00',
        status: 'active',
      }),
    ]);
    expect(detail.devices).toEqual(
      expect.arrayContaining([expect.objectContaining({ device, logins: 1, deviceId: deviceKey })]),
    );
    expect(detail.sessions.length).toBe(2);
    const phone = detail.sessions.find((session) => session.device === device);
    expect(phone).toBeDefined();

    // Ending the player's first session signs that device out only.
    const first = detail.sessions.find((session) => session.device !== device)!;
    const ended = await act(player.id, { action: 'end_session', sessionId: first.id });
    expect(ended.body.value.sessions.map((session) => session.id)).toEqual([phone!.id]);
    expect((await call(app, 'GET', '/wps/v2/wallets/balance', { token: player.token })).status).toBe(401);
    const audit = await database.db
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'member.end_session')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ before: { sessions: 2 }, after: { sessions: 1 } });

    // A session of another member (or one already ended) is not this member's to end.
    const other = await createPlayer(app, database.db);
    const foreign = await act(other.id, { action: 'end_session', sessionId: phone!.id });
    expect(foreign.status).toBe(404);
    expect((await act(player.id, { action: 'end_session', sessionId: first.id })).status).toBe(404);
    expect((await act(player.id, { action: 'end_session', sessionId: 'x1' })).status).toBe(400);
  });

  it('refuses the member page and its actions without the members permission or a console session', async () => {
    const player = await createPlayer(app, database.db);
    const support = await insertAccount(database.db, { type: 99, staffPermissions: ['support'] });
    const supportToken = await loginToken(app, support.username, support.password, { portal: 'operator' });
    const staff = await insertAccount(database.db, { type: 99, staffPermissions: ['members'] });
    const passwordOnly = await login(app, staff.username, staff.password, { portal: 'operator' });
    const notConsole = (passwordOnly.body.value as { token: string }).token;
    const page = (token: string) => call(app, 'GET', `/wps/ops/members/${player.id}`, { token });
    const end = (token: string) =>
      call(app, 'POST', `/wps/ops/members/${player.id}/actions`, {
        token,
        body: { action: 'end_session', sessionId: '1' },
      });
    for (const request of [page, end]) {
      const denied = await request(supportToken);
      expect(denied.status).toBe(403);
      expect(detailOf(denied).key).toBe('permission_denied');
      const outside = await request(notConsole);
      expect(outside.status).toBe(403);
      expect(detailOf(outside).key).toBe('staff_console_only');
    }
  });

  it('answers the dashboard figures and the waiting queues', async () => {
    await call(app, 'PUT', '/wps/ops/staff/policy', {
      token: owner,
      body: { staffIdleMinutes: 15, lockoutFailures: 5, lockoutMinutes: 15, fourEyesAmount: '100' },
    });
    const player = await createPlayer(app, database.db, { balance: '10.00' });
    const before = await call<Dashboard>(app, 'GET', '/wps/ops/dashboard', { token: owner });
    expect(before.status).toBe(200);
    await call(app, 'POST', '/wps/operator/adjustments', {
      token: owner,
      body: {
        username: player.username,
        direction: 'credit',
        amount: '500',
        reason: 'test',
        requestId: requestId(),
      },
    });
    const after = await call<Dashboard>(app, 'GET', '/wps/ops/dashboard', { token: owner });
    expect(after.body.value.queues.approvals).toBe(before.body.value.queues.approvals + 1);
    expect(after.body.value.days.length).toBeGreaterThanOrEqual(7);
    expect(after.body.value.period.newPlayers).toBeGreaterThan(0);
    expect(after.body.value.period.ngr).toMatch(/^-?\d+\.\d{2}$/);
    const bad = await call(
      app,
      'GET',
      '/wps/ops/dashboard?from=2026-01-01T00:00:00Z&to=2025-01-01T00:00:00Z',
      { token: owner },
    );
    expect(bad.status).toBe(400);
  });
});
