import { ModuleId, type CodeSent } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SmsSender } from '../../../lib/adapters.js';
import { buildApp } from '../../../app.js';
import { loadConfig } from '../../../config.js';
import {
  call,
  detailOf,
  e164,
  freshIp,
  freshMobile,
  latestCode,
  setModule,
} from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { useCode } from './verification-code.service.js';

describe.each(testDatabaseKinds())('SMS verification codes ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  const send = (mobileNo: string, ip = freshIp(), target: FastifyInstance = app) =>
    call<CodeSent>(target, 'POST', '/wps/verification/sms/register', {
      body: { countryDialingCode: '+880', mobileNo },
      ip,
    });
  const verify = (mobile: string, code: string) =>
    useCode(database.db, { purpose: 'register', destination: e164(mobile) }, code, 5);
  const age = (mobile: string, ms: number) =>
    database.db
      .updateTable('rate_limit')
      .set({ reset_at: new Date(Date.now() - ms) })
      .where('key', 'like', `%${e164(mobile)}`)
      .execute();

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db);
  });

  afterEach(async () => {
    await setModule(database.db, ModuleId.registerSmsVerification, true);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('sends a 6-digit code, logs it in the outbox, and keeps only a salted hash', async () => {
    const mobile = freshMobile();
    const result = await send(mobile);
    expect(result.body).toEqual({
      success: true,
      value: { waitMinutes: 1, expiresInMinutes: 5, codeLength: 6 },
      message: 'success',
    });
    const outbox = await call<{ to: string; body: string; code: string }[]>(
      app,
      'GET',
      `/dev/outbox/sms?to=${encodeURIComponent(e164(mobile))}`,
    );
    expect(outbox.body.value[0]).toMatchObject({
      to: e164(mobile),
      body: `Your code is ${outbox.body.value[0]?.code}`,
    });
    expect(outbox.body.value[0]?.code).toMatch(/^[0-9]{6}$/);

    const stored = await database.db
      .selectFrom('verification_code')
      .selectAll()
      .where('destination', '=', e164(mobile))
      .executeTakeFirstOrThrow();
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(`"${outbox.body.value[0]?.code}"`);
  });

  it('checks the number before sending', async () => {
    for (const mobileNo of ['', '12ab5678', '123']) {
      const result = await send(mobileNo);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        value: { field: 'mobileNo', key: 'mobile_invalid' },
        message: 'Please enter a valid mobile number',
      });
    }
    const unknownCountry = await call(app, 'POST', '/wps/verification/sms/register', {
      body: { countryDialingCode: '+999', mobileNo: '1712345678' },
      ip: freshIp(),
    });
    expect(detailOf(unknownCountry).key).toBe('mobile_invalid');
  });

  it('allows one SMS per number per minute, then answers the wait', async () => {
    const mobile = freshMobile();
    expect((await send(mobile)).status).toBe(200);
    const again = await send(mobile);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({
      value: { key: 'sms_resend_wait', retryAfterSeconds: expect.any(Number) as unknown },
    });
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting another code$/);
    await age(mobile, 1000);
    expect((await send(mobile)).status).toBe(200);
  });

  it('caps messages per number per hour and then blocks for five minutes', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i++) {
      expect((await send(mobile)).status).toBe(200);
      await database.db
        .deleteFrom('rate_limit')
        .where('key', '=', `code:resend:${e164(mobile)}`)
        .execute();
    }
    const capped = await send(mobile);
    expect(capped.status).toBe(429);
    expect(capped.body).toMatchObject({
      value: { key: 'too_many_requests', params: { minutes: 5 } },
      message: 'Too many requests, please try again after 5 minutes',
    });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(290);
    expect(Number(capped.headers['retry-after'])).toBeLessThanOrEqual(300);
  });

  it('caps messages per IP per hour and allows only one per second from an IP', async () => {
    const ip = freshIp();
    expect((await send(freshMobile(), ip)).status).toBe(200);
    expect(detailOf(await send(freshMobile(), ip))).toMatchObject({ key: 'too_frequent' });

    for (let i = 1; i < 20; i++) {
      await database.db.deleteFrom('rate_limit').where('key', '=', `code:burst:${ip}`).execute();
      expect((await send(freshMobile(), ip)).status).toBe(200);
    }
    await database.db.deleteFrom('rate_limit').where('key', '=', `code:burst:${ip}`).execute();
    expect(detailOf(await send(freshMobile(), ip))).toMatchObject({ key: 'too_many_requests' });
  });

  it('shares the counters between server copies through the database', async () => {
    const copy = await buildTestApp(database.db);
    const mobile = freshMobile();
    expect((await send(mobile, freshIp(), app)).status).toBe(200);
    expect((await send(mobile, freshIp(), copy)).status).toBe(429);
    await copy.close();
  });

  it('expires codes, limits wrong attempts, and uses a code once', async () => {
    const expiring = freshMobile();
    await send(expiring);
    const code = await latestCode(app, 'sms', e164(expiring));
    await database.db
      .updateTable('verification_code')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('destination', '=', e164(expiring))
      .execute();
    await expect(verify(expiring, code)).rejects.toMatchObject({
      statusCode: 400,
      message: 'The verification code has expired, please request a new one',
    });

    const guessed = freshMobile();
    await send(guessed);
    const right = await latestCode(app, 'sms', e164(guessed));
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await expect(verify(guessed, wrong)).rejects.toMatchObject({ code: 'verification_code_invalid' });
    await expect(verify(guessed, right)).rejects.toMatchObject({ code: 'verification_code_expired' });

    const once = freshMobile();
    await send(once);
    const good = await latestCode(app, 'sms', e164(once));
    await expect(verify(once, good)).resolves.toBeUndefined();
    await expect(verify(once, good)).rejects.toMatchObject({ code: 'verification_code_invalid' });
  });

  it('refuses registration codes when SMS verification is off, and for numbers already registered', async () => {
    await setModule(database.db, ModuleId.registerSmsVerification, false);
    expect((await send(freshMobile())).status).toBe(403);
    await setModule(database.db, ModuleId.registerSmsVerification, true);
    const taken = await send('01700000001');
    expect(taken.body).toMatchObject({ value: { field: 'mobileNo', key: 'mobile_taken' } });
  });

  it('calls the bot check and the SMS adapter given in AppDeps', async () => {
    const sent: string[] = [];
    const sms: SmsSender = { send: (to, text) => Promise.resolve(void sent.push(`${to} ${text}`)) };
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    const custom = await buildApp(
      {
        config,
        db: database.db,
        adapters: { sms, botCheck: { verify: (fields) => Promise.resolve(fields?.token === 'human') } },
      },
      { logger: false },
    );
    const body = { countryDialingCode: '+880', mobileNo: freshMobile() };
    const bot = await call(custom, 'POST', '/wps/verification/sms/register', { body, ip: freshIp() });
    expect(bot.body).toMatchObject({
      value: { key: 'bot_check_failed' },
      message: 'Please complete verification first',
    });
    expect(
      (
        await call(custom, 'POST', '/wps/verification/sms/register', {
          body: { ...body, botCheck: { token: 'human' } },
          ip: freshIp(),
        })
      ).status,
    ).toBe(200);
    expect(sent).toEqual([expect.stringMatching(/^\+880\d+ Your code is \d{6}$/)]);
    await custom.close();
  });

  it('serves the development outbox only outside production unless DEV_OUTBOX is set', async () => {
    const production = await buildTestApp(database.db, { NODE_ENV: 'production' });
    expect((await call(production, 'GET', '/dev/outbox/sms')).status).toBe(404);
    expect((await call(production, 'GET', '/dev/outbox/mail')).status).toBe(404);
    await production.close();
    const opted = await buildTestApp(database.db, { NODE_ENV: 'production', DEV_OUTBOX: 'true' });
    expect((await call(opted, 'GET', '/dev/outbox/sms')).status).toBe(200);
    await opted.close();
  });
});
