import type { StaffInvite, StaffLoginResult } from '@app/contracts';
import { builtinStaffRoles, type Access, type OperatorPermission } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, detailOf, freshIp, freshUsername, insertAccount, login } from '../../../testing/accounts.js';
import { staffConsoleToken, totpSecretOf, unusedStaffCode } from '../../../testing/staff.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { operatorToken } from '../../../testing/wallet.js';
import { sealStoredTotpSecrets } from '../../../db/migrations/0032-ops-staff-followups.js';
import { totpEncryptionDevelopmentKey } from '../../../config.js';
import { totpCode } from './totp.js';

const concreteUrl = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '1');

describe.each(testDatabaseKinds())('operator console staff ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let owner: string;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    await app.ready();
    owner = await operatorToken(app);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function invite(roleCode: string) {
    const username = freshUsername('staff');
    const invited = await call<StaffInvite>(app, 'POST', '/wps/ops/staff/accounts', {
      token: owner,
      body: { username, roleCode },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const token = new URL(invited.body.value.invitePath, 'http://x').searchParams.get('invitation');
    const password = 'Staff-password-1';
    const accepted = await call(app, 'POST', '/wps/ops/staff/invite/accept', { body: { token, password } });
    expect(accepted.status).toBe(200);
    return { username, password, token: token ?? '' };
  }

  const auditRows = (action: string) =>
    database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .execute();

  it('invites staff who enrol an authenticator at the first sign-in and get recovery codes once', async () => {
    const staff = await invite('finance');
    const again = await call(app, 'POST', '/wps/ops/staff/invite/accept', {
      body: { token: staff.token, password: 'Another-password-1' },
    });
    expect(again.status).toBe(404);

    const first = await call<StaffLoginResult>(app, 'POST', '/wps/ops/staff/login', {
      body: { username: staff.username, password: staff.password },
    });
    expect(first.body.value.status).toBe('enrol');
    if (first.body.value.status !== 'enrol') return;
    const { ticket, secret } = first.body.value;
    expect(first.body.value.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await call(app, 'POST', '/wps/ops/staff/enrol', { body: { ticket, code: '000000' } });
    expect([401, 404]).toContain(wrong.status);

    const retry = await call<StaffLoginResult>(app, 'POST', '/wps/ops/staff/login', {
      body: { username: staff.username, password: staff.password },
    });
    if (retry.body.value.status !== 'enrol') throw new Error('expected enrolment');
    const enrolled = await call<{ token: string; recoveryCodes: string[]; staff: { permissions: string[] } }>(
      app,
      'POST',
      '/wps/ops/staff/enrol',
      {
        body: {
          ticket: retry.body.value.ticket,
          code: await unusedStaffCode(app, staff.username, retry.body.value.secret),
        },
      },
    );
    expect(enrolled.status).toBe(200);
    expect(enrolled.body.value.recoveryCodes).toHaveLength(10);
    expect(enrolled.body.value.staff.permissions.sort()).toEqual([
      'adjustments',
      'cashier',
      'ledger',
      'reports',
    ]);
    expect(secret).not.toBe(retry.body.value.secret);

    const needsCode = await call<StaffLoginResult>(app, 'POST', '/wps/ops/staff/login', {
      body: { username: staff.username, password: staff.password },
    });
    expect(needsCode.body.value.status).toBe('code_required');
    const recoveryCode = enrolled.body.value.recoveryCodes[0];
    const withRecovery = await call<StaffLoginResult>(app, 'POST', '/wps/ops/staff/login', {
      body: { username: staff.username, password: staff.password, recoveryCode },
    });
    expect(withRecovery.body.value.status).toBe('signed_in');
    const reused = await call(app, 'POST', '/wps/ops/staff/login', {
      body: { username: staff.username, password: staff.password, recoveryCode },
    });
    expect(reused.status).toBe(401);
    expect((await auditRows('staff.second_factor_enrolled')).length).toBeGreaterThan(0);
  });

  it('accepts an authenticator code once and keeps the secrets encrypted in the table', async () => {
    const staff = await invite('support');
    await staffConsoleToken(app, staff.username, staff.password, freshIp());
    const secret = totpSecretOf(app, staff.username);
    const code = await unusedStaffCode(app, staff.username);
    const signIn = () =>
      call<StaffLoginResult>(app, 'POST', '/wps/ops/staff/login', {
        body: { username: staff.username, password: staff.password, code },
      });
    expect((await signIn()).body.value.status).toBe('signed_in');
    const replayed = await signIn();
    expect(replayed.status).toBe(401);
    expect(detailOf(replayed).key).toBe('staff_login_failed');
    // A step older than the last one accepted is refused too.
    const earlier = await call(app, 'POST', '/wps/ops/staff/login', {
      body: {
        username: staff.username,
        password: staff.password,
        code: totpCode(secret, Date.now() - 30_000),
      },
    });
    expect(earlier.status).toBe(401);

    const stored = await database.db
      .selectFrom('staff_account as a')
      .innerJoin('member as m', 'm.id', 'a.member_id')
      .select('a.totp_secret')
      .where('m.username', '=', staff.username)
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).toMatch(/^gcm1\./);
    expect(stored.totp_secret).not.toContain(secret);
    const tickets = await database.db
      .selectFrom('staff_ticket')
      .select('secret')
      .where('secret', 'is not', null)
      .execute();
    for (const ticket of tickets) expect(ticket.secret).toMatch(/^gcm1\./);
  });

  it('seals the secrets stored in plain text before migration 0032, and signs in with them', async () => {
    const staff = await invite('content');
    await staffConsoleToken(app, staff.username, staff.password, freshIp());
    const secret = totpSecretOf(app, staff.username);
    const where = sql`member_id = (select id from member where username = ${staff.username})`;
    await sql`update staff_account set totp_secret = ${secret}, totp_last_step = 0 where ${where}`.execute(
      database.db,
    );
    await sealStoredTotpSecrets(database.db, { TOTP_ENCRYPTION_KEY: totpEncryptionDevelopmentKey });
    await sealStoredTotpSecrets(database.db, { TOTP_ENCRYPTION_KEY: totpEncryptionDevelopmentKey });
    const stored = await sql<{
      totp_secret: string;
    }>`select totp_secret from staff_account where ${where}`.execute(database.db);
    expect(stored.rows[0]?.totp_secret).toMatch(/^gcm1\./);
    const signedIn = await call<StaffLoginResult>(app, 'POST', '/wps/ops/staff/login', {
      body: {
        username: staff.username,
        password: staff.password,
        code: await unusedStaffCode(app, staff.username),
      },
    });
    expect(signedIn.body.value.status).toBe('signed_in');
  });

  it('refuses a password-only staff session and the player site session on console routes', async () => {
    const staff = await insertAccount(database.db, { type: 99 });
    const passwordOnly = await login(app, staff.username, staff.password, { portal: 'operator' });
    expect(passwordOnly.status).toBe(200);
    const token = (passwordOnly.body.value as { token: string }).token;
    const refused = await call(app, 'GET', '/wps/ops/staff/accounts', { token });
    expect(refused.status).toBe(403);
    expect(detailOf(refused).key).toBe('staff_console_only');
  });

  it('locks an account after the policy number of failures, whatever comes next, until an owner unlocks it', async () => {
    const staff = await invite('support');
    const signedIn = await staffConsoleToken(app, staff.username, staff.password, freshIp());
    expect(signedIn).toBeTruthy();
    for (let i = 0; i < 5; i++) {
      const failed = await call(app, 'POST', '/wps/ops/staff/login', {
        body: { username: staff.username, password: staff.password, code: '000000' },
      });
      expect(failed.status).toBe(401);
    }
    const locked = await call(app, 'POST', '/wps/ops/staff/login', {
      body: { username: staff.username, password: staff.password },
    });
    expect(locked.status).toBe(429);
    expect(detailOf(locked).key).toBe('staff_locked');
    const account = await database.db
      .selectFrom('member')
      .select('id')
      .where('username', '=', staff.username)
      .executeTakeFirstOrThrow();
    const unlocked = await call(app, 'POST', `/wps/ops/staff/accounts/${account.id}`, {
      token: owner,
      body: { unlock: true },
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.value).toMatchObject({ lockedUntil: null });
    const answer = await call<StaffLoginResult>(app, 'POST', '/wps/ops/staff/login', {
      body: { username: staff.username, password: staff.password },
    });
    expect(answer.body.value.status).toBe('code_required');
  });

  it('signs out after the idle timeout, from addresses outside the role allow-list, and everywhere', async () => {
    const staff = await invite('risk');
    const token = await staffConsoleToken(app, staff.username, staff.password, freshIp());
    expect((await call(app, 'GET', '/wps/ops/audit', { token })).status).toBe(200);

    await call(app, 'PUT', '/wps/ops/staff/roles', {
      token: owner,
      body: {
        code: 'risk',
        name: 'Risk',
        permissions: ['risk', 'members', 'reports', 'audit'],
        ipAllowList: ['10.200.0.0/16'],
      },
    });
    const outside = await call(app, 'GET', '/wps/ops/audit', { token, ip: '192.0.2.1' });
    expect(outside.status).toBe(403);
    expect(detailOf(outside).key).toBe('staff_ip_not_allowed');
    expect((await call(app, 'GET', '/wps/ops/audit', { token, ip: '10.200.3.4' })).status).toBe(200);
    await call(app, 'PUT', '/wps/ops/staff/roles', {
      token: owner,
      body: {
        code: 'risk',
        name: 'Risk',
        permissions: ['risk', 'members', 'reports', 'audit'],
        ipAllowList: [],
      },
    });

    await sql`update staff_session set last_seen_at = now() - interval '16 minutes'
      where member_id = (select id from member where username = ${staff.username})`.execute(database.db);
    const idle = await call(app, 'GET', '/wps/ops/audit', { token });
    expect(idle.status).toBe(403);

    const fresh = await staffConsoleToken(app, staff.username, staff.password, freshIp());
    const second = await staffConsoleToken(app, staff.username, staff.password, freshIp());
    expect((await call(app, 'POST', '/wps/ops/staff/sessions/others/end', { token: fresh })).status).toBe(
      200,
    );
    expect((await call(app, 'GET', '/wps/ops/audit', { token: second })).status).toBe(401);
    expect((await call(app, 'GET', '/wps/ops/audit', { token: fresh })).status).toBe(200);
  });

  it('refuses bad role input without changing anything', async () => {
    const bad = await call(app, 'PUT', '/wps/ops/staff/roles', {
      token: owner,
      body: { code: 'night_shift', name: 'Night', permissions: ['cashier'], ipAllowList: ['not-an-ip'] },
    });
    expect(bad.status).toBe(400);
    const builtin = await call(app, 'PUT', '/wps/ops/staff/roles', {
      token: owner,
      body: { code: 'finance', name: 'Finance', permissions: ['config'], ipAllowList: [] },
    });
    expect(builtin.status).toBe(409);
    const roles = await call<{ code: string }[]>(app, 'GET', '/wps/ops/staff/roles', { token: owner });
    expect(roles.body.value.map((role) => role.code)).not.toContain('night_shift');
  });

  it('lets each role into exactly the staff endpoints of its permissions', async () => {
    const custom = await call(app, 'PUT', '/wps/ops/staff/roles', {
      token: owner,
      body: { code: 'night_cashier', name: 'Night cashier', permissions: ['cashier'], ipAllowList: [] },
    });
    expect(custom.status).toBe(200);
    const roles: { code: string; permissions: readonly OperatorPermission[] | null }[] = [
      ...builtinStaffRoles,
      { code: 'night_cashier', permissions: ['cashier'] },
    ];
    const routes = app
      .declaredRoutes()
      .filter((route) => typeof route.access === 'string' && route.access.startsWith('operator:'))
      .filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const role of roles) {
      const staff = await invite(role.code);
      const token = await staffConsoleToken(app, staff.username, staff.password, freshIp());
      for (const route of routes) {
        const permission = (route.access as Access).slice('operator:'.length) as OperatorPermission;
        const allowed = role.permissions === null || role.permissions.includes(permission);
        const response = await app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: { authorization: `Bearer ${token}` },
          remoteAddress: freshIp(),
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const key = response.headers['content-type']?.toString().includes('json')
          ? (response.json<{ value?: { key?: string } | null }>().value ?? undefined)?.key
          : undefined;
        const refused = response.statusCode === 403 && key === 'permission_denied';
        if (response.statusCode >= 500 || refused === allowed) {
          wrong.push(`${role.code} ${route.method} ${route.url}: ${response.statusCode} ${key ?? ''}`);
        }
      }
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('records every operator call with who, where, the route, the redacted body and the status; rows never change', async () => {
    const before = await database.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const denied = await staffConsoleToken(
      app,
      (await invite('content')).username,
      'Staff-password-1',
      '10.77.0.1',
    );
    await call(app, 'GET', '/wps/operator/deposits', { token: denied, ip: '10.77.0.1' });
    const rows = await database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'GET /wps/operator/deposits')
      .where('ip', '=', '10.77.0.1')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 403, access: 'operator:cashier' });

    await call(app, 'POST', '/wps/ops/staff/accounts', {
      token: owner,
      body: { username: freshUsername('audited'), roleCode: 'read_only' },
    });
    const invited = await auditRows('POST /wps/ops/staff/accounts');
    expect(invited[0]).toMatchObject({ staff_username: 'demo_operator', status: 200 });
    const login = await auditRows('staff.sign_in');
    expect(JSON.stringify(login)).not.toContain('Staff-password-1');
    const after = await database.db
      .selectFrom('audit_log')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBeGreaterThan(before.n);

    await expect(sql`update audit_log set action = 'x'`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(database.db)).rejects.toThrow(/append-only/);

    const search = await call<{ total: number; list: { action: string }[] }>(
      app,
      'GET',
      '/wps/ops/audit?action=staff.invited&pageSize=5',
      { token: owner },
    );
    expect(search.body.value.total).toBeGreaterThan(0);
    expect(search.body.value.list.every((entry) => entry.action === 'staff.invited')).toBe(true);
    const csv = await app.inject({
      method: 'GET',
      url: '/wps/ops/audit.csv?action=staff.invited',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body.split('\r\n')[0]).toBe('id,at,staff,ip,action,access,status,params,body,before,after');
  });

  it('records the console policy change with its before and after', async () => {
    const changed = await call(app, 'PUT', '/wps/ops/staff/policy', {
      token: owner,
      body: { staffIdleMinutes: 20, lockoutFailures: 5, lockoutMinutes: 15, fourEyesAmount: '5000' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.value).toMatchObject({ fourEyesAmount: '5000.00', staffIdleMinutes: 20 });
    const [row] = await auditRows('config.ops_policy');
    expect(row?.before).toMatchObject({ staffIdleMinutes: 15 });
    expect(row?.after).toMatchObject({ staffIdleMinutes: 20 });
    const bad = await call(app, 'PUT', '/wps/ops/staff/policy', {
      token: owner,
      body: { staffIdleMinutes: 1, lockoutFailures: 5, lockoutMinutes: 15, fourEyesAmount: '5000' },
    });
    expect(bad.status).toBe(400);
  });
});
