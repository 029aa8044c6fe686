import {
  ModuleId,
  operatorMemberType,
  type LoginResult,
  type SessionValue,
  type VerificationRequired,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  detailOf,
  e164,
  freshIp,
  freshMobile,
  freshUsername,
  insertAccount,
  knownCaptcha,
  latestCode,
  login,
  setModule,
  setPolicy,
} from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';

describe.each(testDatabaseKinds())('login ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let strict: FastifyInstance;

  const audits = (loginName: string) =>
    database.db
      .selectFrom('login_audit')
      .selectAll()
      .where('login_name', '=', loginName)
      .orderBy('id')
      .execute();
  const loggedIn = (result: { body: { value: LoginResult } }) => result.body.value as SessionValue;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
    strict = await buildTestApp(database.db, { LOGIN_MAX_FAILURES_PER_IP: '6' });
  });

  afterEach(async () => {
    await setPolicy(database.db, {});
    await setModule(database.db, ModuleId.loginSms, true);
    await setModule(database.db, ModuleId.forcePasswordChange, true);
  });

  afterAll(async () => {
    await app.close();
    await strict.close();
    await database.close();
  });

  it('logs in by username with a new token each time, first-time flag only once, and audits it', async () => {
    const account = await insertAccount(database.db);
    const first = await login(app, account.username.toUpperCase(), account.password);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      status: 'LOGGED_IN',
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
      captcha: false,
    });
    const second = loggedIn(await login(app, account.username, account.password));
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(loggedIn(first).token);
    expect(second.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const stored = await database.db
      .selectFrom('member_session')
      .select('token_hash')
      .where('member_id', '=', account.id)
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(second.token);
    expect((await audits(account.username))[0]).toMatchObject({
      success: true,
      reason: 'ok',
      method: 'password',
      member_id: account.id,
    });
  });

  it('answers an unknown user exactly like a wrong password, and audits both', async () => {
    const account = await insertAccount(database.db);
    const ghost = freshUsername('ghost');
    const attempt = async (username: string) => ({
      result: await login(app, username, 'Wrong1234', {}, freshIp()),
    });
    const wrong = await attempt(account.username);
    const unknown = await attempt(ghost);
    expect(wrong.result.status).toBe(400);
    expect(unknown.result.status).toBe(400);
    expect(unknown.result.body).toEqual(wrong.result.body);
    expect(wrong.result.body).toEqual({
      success: false,
      value: { key: 'login_incorrect', params: {}, captcha: false },
      message: 'Incorrect username or password',
    });

    const [wrongAudit] = await audits(account.username);
    const [unknownAudit] = await audits(ghost);
    expect(wrongAudit).toMatchObject({ success: false, reason: 'wrong_password', member_id: account.id });
    expect(unknownAudit).toMatchObject({ success: false, reason: 'unknown_user', member_id: null });
    expect(unknownAudit?.ip).toMatch(/^10\./);
  });

  it('asks for a captcha after three failures on the account (not of other accounts behind the IP), and uses each captcha once', async () => {
    const account = await insertAccount(database.db);
    const ip = freshIp();
    for (const expected of [false, false, true]) {
      const failed = await login(app, account.username, 'Wrong1234', {}, ip);
      expect(detailOf(failed).captcha).toBe(expected);
    }
    const noCaptcha = await login(app, account.username, account.password, {}, freshIp());
    expect(noCaptcha.body).toMatchObject({
      value: { key: 'captcha_required', field: 'captcha', captcha: true },
      message: 'Please enter the captcha',
    });

    const other = await insertAccount(database.db);
    const sameIp = await login(app, other.username, other.password, {}, ip);
    expect(sameIp.status).toBe(200);
    expect(sameIp.body.value).toMatchObject({ status: 'LOGGED_IN', captcha: false });

    const captcha = await knownCaptcha(app, database.db);
    const wrongAnswer = await login(app, account.username, account.password, {
      ...captcha,
      captcha: 'XXXXX',
    });
    expect(detailOf(wrongAnswer)).toMatchObject({ key: 'captcha_invalid', captcha: true });
    const used = await knownCaptcha(app, database.db);
    expect(detailOf(await login(app, account.username, 'Wrong1234', used))).toMatchObject({
      key: 'login_incorrect',
      captcha: true,
    });
    expect(detailOf(await login(app, account.username, account.password, used))).toMatchObject({
      key: 'captcha_invalid',
    });
    const solved = await login(app, account.username, account.password, {
      ...(await knownCaptcha(app, database.db)),
    });
    expect(solved.status).toBe(200);
    // The success forgave the account's failures: no captcha from a clean IP.
    expect((await login(app, account.username, account.password)).status).toBe(200);
  });

  it('asks for a captcha on every attempt when the operator says so', async () => {
    await setPolicy(database.db, { captcha: { afterFailures: 3, always: true } });
    const account = await insertAccount(database.db);
    expect(detailOf(await login(app, account.username, account.password))).toMatchObject({
      key: 'captcha_required',
    });
    expect(
      (await login(app, account.username, account.password, await knownCaptcha(app, database.db))).status,
    ).toBe(200);
    const options = await call<{ captchaAlways: boolean; minimumAge: number }>(
      app,
      'GET',
      '/wps/session/options',
    );
    expect(options.body.value).toEqual({ captchaAlways: true, minimumAge: 18 });
  });

  it('forgives account failures after a success, and only slows an IP that fails across many accounts', async () => {
    await setPolicy(database.db, { captcha: { afterFailures: 100, always: false } });
    const account = await insertAccount(database.db);
    for (let i = 0; i < 3; i++) await login(strict, account.username, 'Wrong1234');
    expect((await login(strict, account.username, account.password)).status).toBe(200);
    for (let i = 0; i < 3; i++) await login(strict, account.username, 'Wrong1234');
    expect((await login(strict, account.username, account.password)).status).toBe(200);

    const ip = freshIp();
    for (let i = 0; i < 6; i++) await login(strict, freshUsername('spray'), 'Wrong1234', {}, ip);
    const slowed = await login(strict, account.username, account.password, {}, ip);
    expect(slowed.status).toBe(429);
    const seconds = detailOf(slowed).retryAfterSeconds;
    expect([1, 2]).toContain(seconds);
    expect(slowed.body).toMatchObject({
      value: { key: 'login_too_soon', params: { seconds }, captcha: false },
      message: `Too many failed attempts, please wait ${seconds} seconds and try again`,
    });
    expect(slowed.headers['retry-after']).toBe(String(seconds));
    expect((await audits(account.username)).at(-1)).toMatchObject({ reason: 'throttled', success: false });
    expect((await login(strict, account.username, account.password, {}, freshIp())).status).toBe(200);
  });

  it('lets only agents in on the agent portal, and keeps staff accounts off the player site', async () => {
    const member = await insertAccount(database.db);
    const refused = await login(app, member.username, member.password, { portal: 'agent' });
    expect(refused).toMatchObject({
      status: 403,
      body: { value: { key: 'non_agent_login' }, message: 'Non-agents cannot log in' },
    });
    for (const type of [1, 2, 41, 42]) {
      const agent = await insertAccount(database.db, { type });
      const result = await login(app, agent.username, agent.password, { portal: 'agent' });
      expect(result.status, `type ${type}`).toBe(200);
      expect(loggedIn(result).member).toMatchObject({ type, isAgent: true });
      expect((await login(app, agent.username, agent.password, { portal: 'member' })).status).toBe(200);
    }
    const staff = await insertAccount(database.db, { type: operatorMemberType });
    const staffOnSite = await login(app, staff.username, staff.password);
    expect(staffOnSite).toMatchObject({
      status: 403,
      body: { message: 'Non-member account unable to login' },
    });
    expect((await login(app, staff.username, staff.password, { portal: 'agent' })).body.message).toBe(
      'Non-agents cannot log in',
    );
    expect((await login(app, 'demo_operator', 'Operator123')).status).toBe(403);
    expect((await login(app, 'demo_agent', 'Agent123', { portal: 'agent' })).status).toBe(200);
    // A wrong password never reveals the portal rule.
    expect((await login(app, member.username, 'Wrong1234', { portal: 'agent' })).body.message).toBe(
      'Incorrect username or password',
    );
  });

  it('asks for a password change after a login with the default password or an expired one', async () => {
    const seeded = loggedIn(await login(app, 'demo_newbie', 'Welcome123'));
    expect(seeded).toMatchObject({ mustChangePassword: true, passwordExpired: false });

    const account = await insertAccount(database.db, { password: 'Welcome123' });
    await setModule(database.db, ModuleId.forcePasswordChange, false);
    expect(loggedIn(await login(app, account.username, account.password)).mustChangePassword).toBe(false);
    await setModule(database.db, ModuleId.forcePasswordChange, true);

    const aging = await insertAccount(database.db);
    await database.db
      .updateTable('member')
      .set({ password_changed_at: new Date(Date.now() - 31 * 86_400_000) })
      .where('id', '=', aging.id)
      .execute();
    expect(loggedIn(await login(app, aging.username, aging.password))).toMatchObject({
      passwordExpired: false,
      mustChangePassword: false,
    });
    await setPolicy(database.db, { passwordMaxAgeDays: 30 });
    expect(loggedIn(await login(app, aging.username, aging.password))).toMatchObject({
      passwordExpired: true,
      mustChangePassword: true,
    });
  });

  describe('by SMS code', () => {
    const sendLoginCode = (mobileNo: string, ip = freshIp()) =>
      call(app, 'POST', '/wps/verification/sms/noLogin', {
        body: { countryDialingCode: '+880', mobileNo, purpose: 'login' },
        ip,
      });
    const smsLogin = (mobileNum: string, verificationCode: string, extra: Record<string, unknown> = {}) =>
      call<LoginResult>(app, 'POST', '/wps/session/login', {
        body: { type: 'sms', countryDialingCode: '+880', mobileNum, verificationCode, ...extra },
        ip: freshIp(),
      });

    it('logs in with the code sent to the number, never asking for a password change', async () => {
      const mobile = freshMobile();
      const account = await insertAccount(database.db, { mobile: e164(mobile), password: 'Welcome123' });
      expect((await sendLoginCode(mobile)).body).toMatchObject({ success: true, value: { waitMinutes: 1 } });
      const code = await latestCode(app, 'sms', e164(mobile));
      const wrong = await smsLogin(mobile, code === '123456' ? '654321' : '123456');
      expect(wrong.body).toMatchObject({
        value: { key: 'verification_code_invalid' },
        message: 'Please enter a valid verification code',
      });
      const result = await smsLogin(mobile, code);
      expect(result.status).toBe(200);
      expect(loggedIn(result)).toMatchObject({ mustChangePassword: false, member: { id: account.id } });
      expect(detailOf(await smsLogin(mobile, code))).toMatchObject({ key: 'verification_code_invalid' });
      expect((await audits(e164(mobile))).map((a) => a.reason)).toEqual(['sms_code', 'ok', 'sms_code']);
    });

    it('answers the same for a number without an account, and sends nothing', async () => {
      const mobile = freshMobile();
      const result = await sendLoginCode(mobile);
      expect(result.body).toMatchObject({ success: true, value: { waitMinutes: 1, codeLength: 6 } });
      await expect(latestCode(app, 'sms', e164(mobile))).rejects.toThrow(/no code/);
      expect(detailOf(await smsLogin(mobile, '123456'))).toMatchObject({ key: 'verification_code_invalid' });
    });

    it('follows the SMS-login toggle and checks the number', async () => {
      expect(detailOf(await smsLogin('12ab', '123456'))).toMatchObject({
        field: 'mobileNum',
        key: 'mobile_invalid',
      });
      await setModule(database.db, ModuleId.loginSms, false);
      expect((await smsLogin(freshMobile(), '123456')).status).toBe(403);
      expect((await sendLoginCode(freshMobile())).status).toBe(403);
    });
  });

  describe('from an unregistered IP', () => {
    const knownIp = freshIp();
    const enable = () =>
      setPolicy(database.db, {
        unregisteredIpVerification: { enabled: true, methods: ['sms', 'email', 'bankAccountName'] },
      });
    const complete = (challengeId: string, method: string, proof: string, ip: string) =>
      call<SessionValue>(app, 'POST', '/wps/session/login', {
        body: { type: 'challenge', challengeId, method, proof },
        ip,
      });
    const challengedAccount = async () => {
      const mobile = freshMobile();
      const account = await insertAccount(database.db, {
        mobile: e164(mobile),
        email: `${freshUsername()}@example.com`,
        payeeName: 'Rahim  Uddin',
      });
      expect((await login(app, account.username, account.password, {}, knownIp)).status).toBe(200);
      await enable();
      return account;
    };
    const startChallenge = async (username: string, password: string, ip: string) => {
      const result = await login(app, username, password, {}, ip);
      expect(result.status).toBe(200);
      return result.body.value as VerificationRequired;
    };

    it('asks a new IP to verify by SMS, then remembers it', async () => {
      const account = await challengedAccount();
      expect((await login(app, account.username, account.password, {}, knownIp)).body.value.status).toBe(
        'LOGGED_IN',
      );

      const newIp = freshIp();
      const challenge = await startChallenge(account.username, account.password, newIp);
      expect(challenge).toMatchObject({ status: 'VERIFICATION_REQUIRED', captcha: false });
      expect(challenge.methods).toEqual([
        { method: 'sms', destination: expect.stringMatching(/^\+88017\*+\d\d$/) as unknown },
        { method: 'email', destination: expect.stringMatching(/@example\.com$/) as unknown },
        { method: 'bankAccountName', destination: null },
      ]);
      const sent = await call(app, 'POST', '/wps/session/login/challenge/code', {
        body: { challengeId: challenge.challengeId, method: 'sms' },
        ip: newIp,
      });
      expect(sent.status).toBe(200);
      const code = await latestCode(app, 'sms', account.mobile ?? '');
      const done = await complete(challenge.challengeId, 'sms', code, newIp);
      expect(done.body.value).toMatchObject({ status: 'LOGGED_IN', member: { id: account.id } });
      expect((await complete(challenge.challengeId, 'sms', code, newIp)).body.value).toMatchObject({
        key: 'login_challenge_expired',
      });
      expect((await login(app, account.username, account.password, {}, newIp)).body.value.status).toBe(
        'LOGGED_IN',
      );
    });

    it('accepts the bound e-mail code or the bank account name, and refuses wrong proofs, other IPs and endless guessing', async () => {
      const account = await challengedAccount();
      const ip = freshIp();
      const byMail = await startChallenge(account.username, account.password, ip);
      await call(app, 'POST', '/wps/session/login/challenge/code', {
        body: { challengeId: byMail.challengeId, method: 'email' },
        ip,
      });
      const mailed = await latestCode(app, 'mail', account.email ?? '');
      expect((await complete(byMail.challengeId, 'email', mailed, freshIp())).body.value).toMatchObject({
        key: 'login_challenge_expired',
      });
      expect((await complete(byMail.challengeId, 'email', mailed, ip)).status).toBe(200);

      const otherIp = freshIp();
      const byName = await startChallenge(account.username, account.password, otherIp);
      expect(
        (await complete(byName.challengeId, 'bankAccountName', 'Someone Else', otherIp)).body,
      ).toMatchObject({
        value: { key: 'login_challenge_failed' },
        message: 'Verification failed, please check your input',
      });
      expect((await complete(byName.challengeId, 'bankAccountName', ' rahim uddin ', otherIp)).status).toBe(
        200,
      );

      const thirdIp = freshIp();
      const guessed = await startChallenge(account.username, account.password, thirdIp);
      for (let i = 0; i < 5; i++)
        await complete(guessed.challengeId, 'bankAccountName', `Guess ${i}`, thirdIp);
      expect(
        detailOf(await complete(guessed.challengeId, 'bankAccountName', 'Rahim Uddin', thirdIp)),
      ).toMatchObject({ key: 'login_challenge_expired' });
    });

    it('lets accounts with nothing to verify, or never logged in, straight through', async () => {
      await enable();
      const bare = await insertAccount(database.db);
      expect((await login(app, bare.username, bare.password)).body.value.status).toBe('LOGGED_IN');
      expect((await login(app, bare.username, bare.password)).body.value.status).toBe('LOGGED_IN');
    });
  });
});
