import type { SessionValue } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
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
  registerMember,
} from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';

describe.each(testDatabaseKinds())('passwords ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  const info = (token: string) => call(app, 'GET', '/wps/member/info', { token });
  const change = (token: string, body: Record<string, unknown>) =>
    call<SessionValue>(app, 'POST', '/wps/member/password', { token, body, ip: freshIp() });
  const mailTo = async (to: string) =>
    (
      await call<{ subject: string; body: string; resetToken: string | null }[]>(
        app,
        'GET',
        `/dev/outbox/mail?to=${encodeURIComponent(to)}`,
      )
    ).body.value;
  const forgotByEmail = (username: string, email: string, ip = freshIp()) =>
    app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username, email }).toString(),
    });

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db, { PUBLIC_BASE_URL: 'https://play.example.com' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  describe('change', () => {
    it('sets the new password, ends every session and answers a fresh login', async () => {
      const member = await registerMember(app);
      const second = (await login(app, member.username, member.password)).body.value as SessionValue;
      const result = await change(member.token, {
        oldPassword: member.password,
        newPassword: 'Newpass123',
        confirmNewPassword: 'Newpass123',
      });
      expect(result.status).toBe(200);
      expect(result.body.value).toMatchObject({
        status: 'LOGGED_IN',
        mustChangePassword: false,
        firstTimeLogin: false,
      });
      expect((await info(member.token)).status).toBe(401);
      expect((await info(second.token)).status).toBe(401);
      expect((await info(result.body.value.token)).status).toBe(200);
      expect((await login(app, member.username, member.password)).status).toBe(400);
      expect((await login(app, member.username, 'Newpass123')).status).toBe(200);
    });

    it('clears the forced change once the default password is replaced', async () => {
      const account = await insertAccount(database.db, { password: 'Welcome123' });
      const first = (await login(app, account.username, account.password)).body.value as SessionValue;
      expect(first.mustChangePassword).toBe(true);
      const sameAsDefault = await change(first.token, {
        oldPassword: 'Welcome123',
        newPassword: 'Welcome123',
        confirmNewPassword: 'Welcome123',
      });
      expect(detailOf(sameAsDefault)).toMatchObject({ field: 'newPassword', key: 'password_is_default' });
      const changed = await change(first.token, {
        oldPassword: 'Welcome123',
        newPassword: 'Mine12345',
        confirmNewPassword: 'Mine12345',
      });
      expect(changed.body.value.mustChangePassword).toBe(false);
      expect(
        ((await login(app, account.username, 'Mine12345')).body.value as SessionValue).mustChangePassword,
      ).toBe(false);
    });

    it('lets a session that must change its password do nothing else until it has', async () => {
      const account = await insertAccount(database.db, { password: 'Welcome123' });
      const first = (await login(app, account.username, account.password)).body.value as SessionValue;
      expect(first.mustChangePassword).toBe(true);
      const balance = await call(app, 'GET', '/wps/v2/wallets/balance', { token: first.token });
      expect(balance.status).toBe(403);
      expect(balance.body).toMatchObject({
        success: false,
        message: 'Please change your password before continuing',
      });
      expect((await call(app, 'GET', '/wps/relay/CSP_unreadCount', { token: first.token })).status).toBe(403);
      expect((await info(first.token)).status).toBe(200);

      const changed = await change(first.token, {
        oldPassword: 'Welcome123',
        newPassword: 'Mine12345',
        confirmNewPassword: 'Mine12345',
      });
      expect(changed.status).toBe(200);
      const fresh = changed.body.value.token;
      expect((await call(app, 'GET', '/wps/v2/wallets/balance', { token: fresh })).status).toBe(200);
      const logout = await call(app, 'DELETE', '/wps/session/logout', { token: fresh });
      expect(logout.status).toBe(200);
    });

    it('lets a forced-change session log out', async () => {
      const account = await insertAccount(database.db, { password: 'Welcome123' });
      const first = (await login(app, account.username, account.password)).body.value as SessionValue;
      expect((await call(app, 'DELETE', '/wps/session/logout', { token: first.token })).status).toBe(200);
      expect((await info(first.token)).status).toBe(401);
    });

    it('checks the old password, the format, the confirmation and the token', async () => {
      const member = await registerMember(app);
      const wrongOld = await change(member.token, {
        oldPassword: 'Nope12345',
        newPassword: 'Newpass123',
        confirmNewPassword: 'Newpass123',
      });
      expect(wrongOld.body).toMatchObject({
        value: { field: 'oldPassword', key: 'old_password_incorrect' },
        message: 'The old password is incorrect',
      });
      const weak = await change(member.token, {
        oldPassword: member.password,
        newPassword: 'letters',
        confirmNewPassword: 'letters',
      });
      expect(detailOf(weak)).toMatchObject({
        field: 'newPassword',
        key: 'reg_pattern_5',
        params: { min: 6, max: 20 },
      });
      const mismatch = await change(member.token, {
        oldPassword: member.password,
        newPassword: 'Newpass123',
        confirmNewPassword: 'Newpass124',
      });
      expect(mismatch.body.message).toBe('Confirmation password is not correct.');
      const same = await change(member.token, {
        oldPassword: member.password,
        newPassword: member.password,
        confirmNewPassword: member.password,
      });
      expect(detailOf(same).key).toBe('password_same_as_old');
      expect(
        (await change('', { oldPassword: 'x', newPassword: 'Newpass123', confirmNewPassword: 'Newpass123' }))
          .status,
      ).toBe(401);
      expect((await info(member.token)).status).toBe(200);
    });
  });

  describe('forgot by phone', () => {
    it('sets the password with the SMS code and logs in', async () => {
      const mobile = freshMobile();
      const account = await insertAccount(database.db, { mobile: e164(mobile) });
      const oldSession = (await login(app, account.username, account.password)).body.value as SessionValue;
      const sent = await call(app, 'POST', '/wps/verification/sms/noLogin', {
        body: { countryDialingCode: '+880', mobileNo: mobile, purpose: 'resetPassword' },
        ip: freshIp(),
      });
      expect(sent.status).toBe(200);
      const code = await latestCode(app, 'sms', e164(mobile));
      const body = {
        countryDialingCode: '+880',
        mobileNum: mobile,
        verificationCode: code,
        newPassword: 'Phone1234',
        confirmNewPassword: 'Phone1234',
      };

      const weak = await call(app, 'POST', '/wps/member/password/verification', {
        body: { ...body, newPassword: 'x', confirmNewPassword: 'x' },
        ip: freshIp(),
      });
      expect(detailOf(weak)).toMatchObject({ field: 'newPassword' });
      const result = await call<SessionValue>(app, 'POST', '/wps/member/password/verification', {
        body,
        ip: freshIp(),
      });
      expect(result.status).toBe(200);
      expect(result.body.value).toMatchObject({ status: 'LOGGED_IN', member: { id: account.id } });
      expect((await info(oldSession.token)).status).toBe(401);
      expect((await login(app, account.username, 'Phone1234')).status).toBe(200);

      const replay = await call(app, 'POST', '/wps/member/password/verification', {
        body: { ...body, newPassword: 'Again1234', confirmNewPassword: 'Again1234' },
        ip: freshIp(),
      });
      expect(detailOf(replay)).toMatchObject({ key: 'verification_code_invalid' });
    });

    it('does not use a login code for a reset', async () => {
      const mobile = freshMobile();
      await insertAccount(database.db, { mobile: e164(mobile) });
      await call(app, 'POST', '/wps/verification/sms/noLogin', {
        body: { countryDialingCode: '+880', mobileNo: mobile, purpose: 'login' },
        ip: freshIp(),
      });
      const code = await latestCode(app, 'sms', e164(mobile));
      const result = await call(app, 'POST', '/wps/member/password/verification', {
        body: {
          countryDialingCode: '+880',
          mobileNum: mobile,
          verificationCode: code,
          newPassword: 'Phone1234',
        },
        ip: freshIp(),
      });
      expect(detailOf(result)).toMatchObject({ key: 'verification_code_invalid' });
    });
  });

  describe('forgot by e-mail', () => {
    it('mails a single-use reset link and answers the same whether or not the account matches', async () => {
      const email = `${freshUsername('mail')}@example.com`;
      const account = await insertAccount(database.db, { email });
      const matched = await forgotByEmail(account.username.toUpperCase(), email.toUpperCase());
      const unmatched = await forgotByEmail(account.username, 'someone.else@example.com');
      const unknown = await forgotByEmail(freshUsername('ghost'), email);
      expect(matched.statusCode).toBe(200);
      expect(unmatched.json()).toEqual(matched.json());
      expect(unknown.json()).toEqual(matched.json());
      expect(matched.json()).toEqual({
        success: true,
        value: null,
        message:
          'If the username and e-mail match an account, we have sent a password reset link to that e-mail',
      });
      expect(await mailTo('someone.else@example.com')).toEqual([]);

      const [mail] = await mailTo(email);
      expect(mail?.subject).toBe('Reset your password');
      expect(mail?.body).toContain('https://play.example.com/?resetToken=');
      const token = mail?.resetToken ?? '';
      const stored = await database.db
        .selectFrom('password_reset_token')
        .select('token_hash')
        .where('member_id', '=', account.id)
        .execute();
      expect(stored.map((row) => row.token_hash)).not.toContain(token);

      const reset = (newPassword: string) =>
        call<SessionValue>(app, 'POST', '/wps/member/password/reset', {
          body: { token, newPassword, confirmNewPassword: newPassword },
          ip: freshIp(),
        });
      expect(detailOf(await reset('short'))).toMatchObject({ field: 'newPassword' });
      const done = await reset('Mailed123');
      expect(done.body.value).toMatchObject({ status: 'LOGGED_IN', member: { id: account.id } });
      expect((await login(app, account.username, 'Mailed123')).status).toBe(200);
      expect(await reset('Another123')).toMatchObject({
        status: 400,
        body: { message: 'The reset link is invalid or has expired' },
      });
    });

    it('refuses expired links and malformed requests, and throttles the form', async () => {
      const email = `${freshUsername('late')}@example.com`;
      const account = await insertAccount(database.db, { email });
      await forgotByEmail(account.username, email);
      const token = (await mailTo(email))[0]?.resetToken ?? '';
      await database.db
        .updateTable('password_reset_token')
        .set({ expires_at: new Date(Date.now() - 1) })
        .where('member_id', '=', account.id)
        .execute();
      const expired = await call(app, 'POST', '/wps/member/password/reset', {
        body: { token, newPassword: 'Late12345', confirmNewPassword: 'Late12345' },
        ip: freshIp(),
      });
      expect(detailOf(expired).key).toBe('reset_link_invalid');

      const badEmail = await forgotByEmail(account.username, 'not-an-email');
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json()).toMatchObject({ value: { field: 'email', key: 'reg_pattern_3' } });

      const name = freshUsername('spam');
      for (let i = 0; i < 5; i++) expect((await forgotByEmail(name, 'a@example.com')).statusCode).toBe(200);
      expect((await forgotByEmail(name, 'a@example.com')).statusCode).toBe(429);
    });
  });
});
