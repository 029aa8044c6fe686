import type {
  LoginResult,
  MemberSessionView,
  RecoveryCodes,
  SecurityOverview,
  SessionValue,
  TotpSetup,
  VerificationRequired,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  detailOf,
  e164,
  freshIp,
  freshMobile,
  freshUsername,
  insertAccount,
  latestCode,
  login,
  loginToken,
} from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';

/** The app's code `stepsAhead` steps from now (each accepted code must be later than the last one). */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

describe.each(testDatabaseKinds())('security centre ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const newMember = async (options: Parameters<typeof insertAccount>[1] = {}) => {
    const account = await insertAccount(database.db, options);
    return { ...account, token: await loginToken(app, account.username, account.password) };
  };
  const overview = async (token: string) =>
    (await call<SecurityOverview>(app, 'GET', '/wps/member/security', { token })).body.value;
  const sendMobileCode = (token: string, mobileNo: string, ip = freshIp()) =>
    call(app, 'POST', '/wps/member/security/mobile/code', {
      token,
      ip,
      body: { countryDialingCode: '+880', mobileNo },
    });
  const bindMobile = (token: string, mobileNo: string, verificationCode: string) =>
    call<SecurityOverview>(app, 'POST', '/wps/member/security/mobile', {
      token,
      body: { countryDialingCode: '+880', mobileNo, verificationCode },
    });

  it('binds a mobile once with its SMS code, and never again nor to another account', async () => {
    const member = await newMember();
    const mobile = freshMobile();
    expect((await sendMobileCode(member.token, mobile)).status).toBe(200);
    const code = await latestCode(app, 'sms', e164(mobile));
    const bound = await bindMobile(member.token, mobile, code);
    expect(bound.status).toBe(200);
    expect(bound.body.value.mobile).toMatch(/^\+880.*\*/);

    const other = freshMobile();
    const again = await sendMobileCode(member.token, other);
    expect(again.status).toBe(400);
    expect(detailOf(again).key).toBe('mobile_already_bound');
    expect(detailOf(await bindMobile(member.token, other, '123456')).key).toBe('mobile_already_bound');

    const rival = await newMember();
    const taken = await sendMobileCode(rival.token, mobile);
    expect(detailOf(taken)).toMatchObject({ key: 'mobile_taken', field: 'mobileNo' });
    const row = await database.db
      .selectFrom('member')
      .select('mobile')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.mobile).toBe(e164(mobile));
  });

  it('counts wrong codes toward a lock: the fifth wrong code locks the member for 15 minutes', async () => {
    const member = await newMember();
    const mobile = freshMobile();
    await sendMobileCode(member.token, mobile);
    const code = await latestCode(app, 'sms', e164(mobile));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++)
      expect(detailOf(await bindMobile(member.token, mobile, wrong)).key).toBe('verification_code_invalid');
    const locked = await bindMobile(member.token, mobile, wrong);
    expect(locked.status).toBe(429);
    expect(detailOf(locked).key).toBe('security_locked');
    expect((await bindMobile(member.token, mobile, code)).status).toBe(429);
    expect((await overview(member.token)).mobile).toBeNull();
  });

  it('binds and verifies an e-mail with the code mailed to it', async () => {
    const member = await newMember();
    const email = `${freshUsername()}@example.com`;
    const bad = await call(app, 'POST', '/wps/member/security/email/code', {
      token: member.token,
      body: { email: 'not-an-email' },
    });
    expect(detailOf(bad)).toMatchObject({ key: 'email_invalid', field: 'email' });
    const sent = await call(app, 'POST', '/wps/member/security/email/code', {
      token: member.token,
      body: { email },
      ip: freshIp(),
    });
    expect(sent.status).toBe(200);
    const code = await latestCode(app, 'mail', email);
    const bound = await call<SecurityOverview>(app, 'POST', '/wps/member/security/email', {
      token: member.token,
      body: { email, verificationCode: code },
    });
    expect(bound.status).toBe(200);
    expect(bound.body.value).toMatchObject({ emailVerified: true });
    expect(bound.body.value.email).toContain('@example.com');
  });

  describe('authenticator app', () => {
    const enableTotp = async (member: { token: string; password: string }) => {
      const setup = await call<TotpSetup>(app, 'POST', '/wps/member/security/totp/setup', {
        token: member.token,
        body: { password: member.password },
      });
      expect(setup.status).toBe(200);
      expect(setup.body.value.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
      const { secret } = setup.body.value;
      const wrong = await call(app, 'POST', '/wps/member/security/totp/enable', {
        token: member.token,
        body: { code: appCode(secret) === '000000' ? '111111' : '000000' },
      });
      expect(detailOf(wrong).key).toBe('totp_code_invalid');
      const enabled = await call<RecoveryCodes>(app, 'POST', '/wps/member/security/totp/enable', {
        token: member.token,
        body: { code: appCode(secret) },
      });
      expect(enabled.status).toBe(200);
      expect(enabled.body.value.recoveryCodes).toHaveLength(10);
      return { secret, recoveryCodes: enabled.body.value.recoveryCodes };
    };
    const challenge = async (username: string, password: string, ip: string) => {
      const result = await login(app, username, password, {}, ip);
      expect(result.body.value.status).toBe('VERIFICATION_REQUIRED');
      return result.body.value as VerificationRequired;
    };
    const complete = (challengeId: string, proof: string, ip: string) =>
      call<LoginResult>(app, 'POST', '/wps/session/login', {
        body: { type: 'challenge', challengeId, method: 'totp', proof },
        ip,
      });

    it('asks for the app code on a login from a new IP, and accepts each code and recovery code once', async () => {
      const member = await newMember();
      const { secret, recoveryCodes } = await enableTotp(member);
      expect(await overview(member.token)).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 10 });
      const stored = await database.db
        .selectFrom('member_totp')
        .select('secret')
        .where('member_id', '=', member.id)
        .executeTakeFirstOrThrow();
      expect(stored.secret).toMatch(/^gcm1\./);
      expect(stored.secret).not.toContain(secret);

      const ip = freshIp();
      const first = await challenge(member.username, member.password, ip);
      expect(first.methods).toEqual([{ method: 'totp', destination: null }]);
      expect((await complete(first.challengeId, '000001', ip)).status).toBe(400);
      // The enabling code's step is used up: only a later step logs in.
      const code = appCode(secret, 1);
      const done = await complete(first.challengeId, code, ip);
      expect(done.body.value).toMatchObject({ status: 'LOGGED_IN' });

      const ip2 = freshIp();
      const second = await challenge(member.username, member.password, ip2);
      expect((await complete(second.challengeId, code, ip2)).status).toBe(400);
      const recovery = recoveryCodes[0] ?? '';
      expect((await complete(second.challengeId, recovery.toLowerCase(), ip2)).body.value).toMatchObject({
        status: 'LOGGED_IN',
      });
      const ip3 = freshIp();
      const third = await challenge(member.username, member.password, ip3);
      expect((await complete(third.challengeId, recovery, ip3)).status).toBe(400);
      expect((await overview(member.token)).recoveryCodesLeft).toBe(9);
      // The IPs that passed are known now.
      expect((await login(app, member.username, member.password, {}, ip)).body.value.status).toBe(
        'LOGGED_IN',
      );
    });

    it('needs the login password to start and a code to switch off', async () => {
      const member = await newMember();
      const refused = await call(app, 'POST', '/wps/member/security/totp/setup', {
        token: member.token,
        body: { password: 'wrong-password' },
      });
      expect(detailOf(refused).key).toBe('login_password_incorrect');
      const { secret } = await enableTotp(member);
      const noCode = await call(app, 'POST', '/wps/member/security/totp/disable', {
        token: member.token,
        body: { password: member.password, code: '000000' },
      });
      expect(detailOf(noCode).key).toBe('totp_code_invalid');
      const off = await call<SecurityOverview>(app, 'POST', '/wps/member/security/totp/disable', {
        token: member.token,
        body: { password: member.password, code: appCode(secret, 1) },
      });
      expect(off.body.value.totpEnabled).toBe(false);
      expect((await login(app, member.username, member.password)).body.value.status).toBe('LOGGED_IN');
    });
  });

  it('lists live sessions and signs out one or all the others', async () => {
    const member = await newMember();
    const second = await loginToken(app, member.username, member.password);
    const third = await loginToken(app, member.username, member.password);
    const sessions = await call<{ list: MemberSessionView[] }>(app, 'GET', '/wps/member/security/sessions', {
      token: member.token,
    });
    expect(sessions.body.value.list).toHaveLength(3);
    const current = sessions.body.value.list.find((session) => session.current);
    expect(current).toBeDefined();
    const self = await call(app, 'DELETE', `/wps/member/security/sessions/${current?.id}`, {
      token: member.token,
    });
    expect(detailOf(self).key).toBe('session_is_current');

    const others = await call<{ list: MemberSessionView[] }>(app, 'GET', '/wps/member/security/sessions', {
      token: second,
    });
    const thirdId = others.body.value.list.find(
      (session) => !session.current && session.id !== current?.id,
    )?.id;
    const one = await call(app, 'DELETE', `/wps/member/security/sessions/${thirdId}`, { token: second });
    expect(one.body.value).toEqual({ signedOut: 1 });
    expect((await call(app, 'GET', '/wps/member/info', { token: third })).status).toBe(401);
    expect(
      (await call(app, 'DELETE', `/wps/member/security/sessions/${thirdId}`, { token: second })).status,
    ).toBe(404);

    const stranger = await newMember();
    expect(
      (await call(app, 'DELETE', `/wps/member/security/sessions/${current?.id}`, { token: stranger.token }))
        .status,
    ).toBe(404);

    const rest = await call(app, 'POST', '/wps/member/security/sessions/others', { token: member.token });
    expect(rest.body.value).toEqual({ signedOut: 1 });
    expect((await call(app, 'GET', '/wps/member/info', { token: second })).status).toBe(401);
    expect((await call(app, 'GET', '/wps/member/info', { token: member.token })).status).toBe(200);
  });

  it('changing the password signs out every other session', async () => {
    const member = await newMember();
    const other = await loginToken(app, member.username, member.password);
    const changed = await call<SessionValue>(app, 'POST', '/wps/member/password', {
      token: member.token,
      body: { oldPassword: member.password, newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
    });
    expect(changed.status).toBe(200);
    expect((await call(app, 'GET', '/wps/member/info', { token: other })).status).toBe(401);
    expect((await call(app, 'GET', '/wps/member/info', { token: changed.body.value.token })).status).toBe(
      200,
    );
  });

  it('shows the login history: time, IP, device and result, newest first', async () => {
    const member = await newMember();
    const ip = freshIp();
    expect((await login(app, member.username, 'wrong-password', {}, ip)).status).toBe(400);
    const history = await call<{ list: { ip: string; success: boolean; method: string }[]; total: number }>(
      app,
      'GET',
      '/wps/member/security/logins?pageSize=5',
      { token: member.token },
    );
    expect(history.body.value.total).toBe(2);
    expect(history.body.value.list[0]).toMatchObject({ ip, success: false, method: 'password' });
    expect(history.body.value.list[1]).toMatchObject({ success: true });
  });
});
