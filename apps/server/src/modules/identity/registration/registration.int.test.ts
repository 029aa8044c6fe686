import { ModuleId, type SessionValue } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultRegisterRules } from '../../../seed/system-defaults.js';
import { uniqueViolation } from '../../../lib/db-errors.js';
import {
  call,
  detailOf,
  e164,
  freshIp,
  freshMobile,
  freshUsername,
  knownCaptcha,
  latestCode,
  registerMember,
  registrationForm,
  setModule,
  setPolicy,
} from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createMember } from '../member/member.service.js';

describe.each(testDatabaseKinds())('registration ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  const countMembers = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from member`.execute(database.db)).rows[0]?.n);
  const register = (body: Record<string, unknown>, url = '/wps/member/register', ip = freshIp()) =>
    call<SessionValue>(app, 'PUT', url, { body, ip });
  const setRule = (field: string, patch: Record<string, unknown>) =>
    database.db.updateTable('register_field_rule').set(patch).where('field', '=', field).execute();

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
  });

  afterEach(async () => {
    for (const rule of defaultRegisterRules) await setRule(rule.field, rule);
    for (const modId of [
      ModuleId.registerUsername,
      ModuleId.registerMobile,
      ModuleId.registerSmsVerification,
      ModuleId.registerMobilePassword,
    ]) {
      await setModule(database.db, modId, true);
    }
    await setPolicy(database.db, {});
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('creates the account by username and logs it in, answering the login value', async () => {
    const result = await register(
      registrationForm({ username: 'NewPlayer1', email: 'New.Player@Example.com' }),
    );
    expect(result.status).toBe(200);
    const value = result.body.value;
    expect(value).toMatchObject({
      status: 'LOGGED_IN',
      firstTimeLogin: true,
      mustChangePassword: false,
      captcha: false,
    });
    expect(value.member).toMatchObject({
      username: 'NewPlayer1',
      type: 0,
      isAgent: false,
      isTrial: false,
      email: 'n***r@example.com',
    });
    expect(value.member.referralCode).toMatch(/^[A-Z2-9]{8}$/);

    const info = await call(app, 'GET', '/wps/member/info', { token: value.token });
    expect(info.status).toBe(200);
    const row = await database.db
      .selectFrom('member')
      .selectAll()
      .where('username', '=', 'NewPlayer1')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.terms_accepted_at).not.toBeNull();
  });

  it('answers the first bad field with its pattern key, bounds and an English message', async () => {
    const result = await register(registrationForm({ username: '9lives' }));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      success: false,
      value: { field: 'username', key: 'reg_pattern_1', params: { min: 4, max: 16 } },
      message: 'Must start with a letter followed by letters or digits, 4 - 16 characters',
    });
    const short = await register(registrationForm({ password: 'abc1', confirmPassword: 'abc1' }));
    expect(detailOf(short)).toEqual({ field: 'password', key: 'reg_pattern_5', params: { min: 6, max: 20 } });
    const missing = await register(registrationForm({ username: '' }));
    expect(detailOf(missing)).toMatchObject({ field: 'username', key: 'input_cannot_be_empty' });
  });

  it('requires optional fields only when configured, and ignores disabled ones', async () => {
    expect((await register(registrationForm())).status).toBe(200);

    await setRule('email', { required: true });
    const noEmail = await register(registrationForm());
    expect(detailOf(noEmail)).toMatchObject({ field: 'email', key: 'input_cannot_be_empty' });
    expect(noEmail.body.message).toBe('Input cannot be empty');

    const username = freshUsername();
    const withDisabled = await register(
      registrationForm({ username, email: 'x@example.com', qqNum: 'not digits at all' }),
    );
    expect(withDisabled.status).toBe(200);
    const row = await database.db
      .selectFrom('member')
      .select('profile')
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    expect(row.profile).toEqual({});

    await setRule('qqNum', { enabled: true });
    const badQq = await register(registrationForm({ email: 'x@example.com', qqNum: 'abc' }));
    expect(detailOf(badQq)).toMatchObject({ field: 'qqNum', key: 'reg_pattern_6' });
  });

  it('checks the confirmation, the terms and the age consent', async () => {
    const mismatch = await register(registrationForm({ confirmPassword: 'Other1234' }));
    expect(mismatch.body).toMatchObject({
      value: { field: 'confirmPassword', key: 'inconsistent_twice' },
      message: 'Confirmation password is not correct.',
    });

    const noTerms = await register(registrationForm({ termsAccepted: false }));
    expect(noTerms.body).toMatchObject({
      value: { field: 'termsAccepted', key: 'agree_terms' },
      message: 'Please agree to the Terms and Conditions',
    });

    const noAge = await register(registrationForm({ ageConfirmed: undefined }));
    expect(noAge.body).toMatchObject({
      value: { field: 'ageConfirmed', key: 'age_consent', params: { min: 18 } },
    });

    await setPolicy(database.db, { minimumAge: 21 });
    const tooYoung = await register(
      registrationForm({ birthday: `${new Date().getUTCFullYear() - 19}-01-01` }),
    );
    expect(tooYoung.body).toMatchObject({
      value: { field: 'birthday', params: { min: 21 } },
      message: 'You must be at least 21 years old to register',
    });
    expect((await register(registrationForm({ birthday: '1990-05-20' }))).status).toBe(200);
  });

  it('links the upline by referral code and by agent affiliate code, and refuses unknown codes', async () => {
    const referrer = await registerMember(app);
    const invited = await register(
      registrationForm({ referralCode: referrer.member.referralCode.toLowerCase() }),
    );
    expect(invited.status).toBe(200);
    const row = await database.db
      .selectFrom('member')
      .select('upline_id')
      .where('id', '=', invited.body.value.member.id)
      .executeTakeFirstOrThrow();
    expect(row.upline_id).toBe(referrer.member.id);

    const viaAgent = await register(registrationForm({ affiliateCode: 'DEMOAGENT', domain: 'localhost' }));
    const agent = await database.db
      .selectFrom('member')
      .select('id')
      .where('username', '=', 'demo_agent')
      .executeTakeFirstOrThrow();
    const agentRow = await database.db
      .selectFrom('member')
      .select(['upline_id', 'affiliate_code'])
      .where('id', '=', viaAgent.body.value.member.id)
      .executeTakeFirstOrThrow();
    expect(agentRow).toEqual({ upline_id: agent.id, affiliate_code: 'DEMOAGENT' });

    const before = await countMembers();
    const badAffiliate = await register(registrationForm({ affiliateCode: referrer.member.referralCode }));
    expect(badAffiliate.body).toMatchObject({
      value: { field: 'affiliateCode', key: 'invitation_code_error' },
      message: 'Invalid invitation code',
    });
    const badReferral = await register(registrationForm({ referralCode: 'NOSUCHCODE' }));
    expect(detailOf(badReferral)).toMatchObject({ field: 'referralCode', key: 'invitation_code_error' });
    expect(await countMembers()).toBe(before);

    const check = (code: string) =>
      call<{ valid: boolean }>(app, 'GET', `/wps/agent/affiliate?code=${code}&domain=localhost`, {
        ip: freshIp(),
      });
    expect((await check('DEMOAGENT')).body.value).toEqual({ valid: true });
    expect((await check(referrer.member.referralCode)).body.value).toEqual({ valid: false });
    expect((await check('nope!')).body.value).toEqual({ valid: false });
  });

  it('treats usernames case-insensitively and never leaves a half-made account', async () => {
    const username = freshUsername('Case');
    expect((await register(registrationForm({ username }))).status).toBe(200);
    const before = await countMembers();
    const again = await register(registrationForm({ username: username.toUpperCase() }));
    expect(again.body).toMatchObject({ value: { field: 'username', key: 'username_taken' } });
    expect(await countMembers()).toBe(before);
  });

  it('settles concurrent registrations of one username or one mobile with exactly one account', async () => {
    const username = freshUsername('race');
    const sameName = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        register(registrationForm({ username: i % 2 ? username : username.toUpperCase() })),
      ),
    );
    expect(sameName.filter((r) => r.status === 200)).toHaveLength(1);
    expect(sameName.filter((r) => r.status === 400).map((r) => detailOf(r).key)).toEqual(
      Array(5).fill('username_taken'),
    );
    const named = await sql<{
      n: string;
    }>`select count(*) as n from member where lower(username) = ${username.toLowerCase()}`.execute(
      database.db,
    );
    expect(Number(named.rows[0]?.n)).toBe(1);

    await setModule(database.db, ModuleId.registerSmsVerification, false);
    const mobile = freshMobile();
    const sameMobile = await Promise.all(
      Array.from({ length: 4 }, () =>
        register(
          registrationForm({ countryDialingCode: '+880', mobileNum: mobile }),
          '/wps/member/register/mobile',
        ),
      ),
    );
    expect(sameMobile.filter((r) => r.status === 200)).toHaveLength(1);
    expect(sameMobile.filter((r) => r.status === 400).every((r) => detailOf(r).key === 'mobile_taken')).toBe(
      true,
    );
    const rows = await database.db
      .selectFrom('member')
      .select('id')
      .where('mobile', '=', e164(mobile))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('maps the unique indexes a lost race hits to the same field errors', async () => {
    await setModule(database.db, ModuleId.registerSmsVerification, false);
    const taken = await registerMember(app, { countryDialingCode: '+880', mobileNum: freshMobile() });
    const row = await database.db
      .selectFrom('member')
      .select('mobile')
      .where('id', '=', taken.member.id)
      .executeTakeFirstOrThrow();
    const duplicate = (values: { username: string; mobile?: string | null }) =>
      createMember(database.db, { ...values }).then(
        () => null,
        (error: unknown) => uniqueViolation(error),
      );
    expect(await duplicate({ username: taken.username.toUpperCase() })).toBe('member_username_lower_key');
    expect(await duplicate({ username: freshUsername(), mobile: row.mobile })).toBe('member_mobile_key');
  });

  it('registers by mobile with an SMS code, generating a username', async () => {
    const mobile = freshMobile();
    const ip = freshIp();
    const sent = await call(app, 'POST', '/wps/verification/sms/register', {
      body: { countryDialingCode: '+880', mobileNo: mobile },
      ip,
    });
    expect(sent.body).toMatchObject({ success: true, value: { waitMinutes: 1, codeLength: 6 } });
    const code = await latestCode(app, 'sms', e164(mobile));

    const form = {
      countryDialingCode: '+880',
      mobileNum: mobile,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      termsAccepted: true,
      ageConfirmed: true,
      registerUrl: 'http://localhost/register',
      registerMethod: 'WEB',
    };
    const wrong = await register(
      { ...form, verificationCode: code === '000000' ? '111111' : '000000' },
      '/wps/member/register/mobile',
    );
    expect(wrong.body).toMatchObject({
      value: { field: 'verificationCode', key: 'verification_code_invalid' },
      message: 'Please enter a valid verification code',
    });
    const missing = await register(form, '/wps/member/register/mobile');
    expect(detailOf(missing)).toMatchObject({ field: 'verificationCode', key: 'input_cannot_be_empty' });

    const ok = await register({ ...form, verificationCode: code }, '/wps/member/register/mobile');
    expect(ok.status).toBe(200);
    expect(ok.body.value.member.username).toMatch(/^m[a-z2-9]{9}$/);
    expect(ok.body.value.member.mobile).toBe(`+88017******${mobile.slice(-2)}`);

    const reused = await register(
      { ...form, verificationCode: code, mobileNum: mobile },
      '/wps/member/register/mobile',
    );
    expect(detailOf(reused)).toMatchObject({ field: 'mobileNum', key: 'mobile_taken' });
  });

  it('follows the whitelabel toggles of the registration tabs', async () => {
    await setModule(database.db, ModuleId.registerSmsVerification, false);
    await setModule(database.db, ModuleId.registerMobilePassword, false);
    const noPassword = await register(
      { countryDialingCode: '+880', mobileNum: freshMobile(), termsAccepted: true, ageConfirmed: true },
      '/wps/member/register/mobile',
    );
    expect(noPassword.status).toBe(200);
    expect(noPassword.body.value.member.hasPassword).toBe(false);

    await setModule(database.db, ModuleId.registerMobilePassword, true);
    const needsPassword = await register(
      { countryDialingCode: '+880', mobileNum: freshMobile(), termsAccepted: true, ageConfirmed: true },
      '/wps/member/register/mobile',
    );
    expect(detailOf(needsPassword)).toMatchObject({ field: 'password', key: 'input_cannot_be_empty' });

    const badMobile = await register(
      {
        countryDialingCode: '+880',
        mobileNum: '12ab',
        termsAccepted: true,
        ageConfirmed: true,
        password: 'Secret123',
        confirmPassword: 'Secret123',
      },
      '/wps/member/register/mobile',
    );
    expect(detailOf(badMobile).field).toBe('mobileNum');

    await setModule(database.db, ModuleId.registerMobile, false);
    expect(
      (await register(registrationForm({ mobileNum: freshMobile() }), '/wps/member/register/mobile')).status,
    ).toBe(403);
    await setModule(database.db, ModuleId.registerUsername, false);
    const closed = await register(registrationForm());
    expect(closed).toMatchObject({ status: 403, body: { message: 'This function is not available' } });
  });

  it('asks for a captcha when the operator enables it, single use', async () => {
    await setRule('captcha', { enabled: true, required: true });
    expect(detailOf(await register(registrationForm()))).toMatchObject({
      field: 'captcha',
      key: 'captcha_required',
    });
    const captcha = await knownCaptcha(app, database.db);
    expect((await register(registrationForm({ ...captcha, captcha: 'WRONG' }))).body.value).toMatchObject({
      key: 'captcha_invalid',
    });
    const fresh = await knownCaptcha(app, database.db);
    expect((await register(registrationForm(fresh))).status).toBe(200);
    expect(detailOf(await register(registrationForm(fresh)))).toMatchObject({ key: 'captcha_invalid' });
  });

  it('forces a password change when someone registers with the default password', async () => {
    const value = await registerMember(app, { password: 'Welcome123', confirmPassword: 'Welcome123' });
    expect(value.mustChangePassword).toBe(true);
  });
});
