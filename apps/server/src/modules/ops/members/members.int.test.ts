import type { Dashboard, MemberDetail } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../../../testing/accounts.js';
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
