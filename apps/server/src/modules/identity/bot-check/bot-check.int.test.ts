import { BOT_CHECK_FIELD, ModuleId, type BotCheckChallenge } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botCheckDevelopmentKey, houseProviderDevelopmentSecret, loadConfig } from '../../../config.js';
import {
  call,
  freshIp,
  freshMobile,
  insertAccount,
  loginBody,
  registrationForm,
  setModule,
  solvedBotCheck,
} from '../../../testing/accounts.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { solveBotCheck } from './bot-check-solver.js';
import { createAltchaBotCheck, createBotCheckChallenge } from './bot-check.service.js';

/** A light challenge keeps the suite fast; one test solves a challenge of the default difficulty. */
const light = { BOT_CHECK_COST: '20', BOT_CHECK_MAX_ATTEMPTS: '200' };

const decode = (fields: Record<string, string>) =>
  JSON.parse(Buffer.from(fields[BOT_CHECK_FIELD] ?? '', 'base64').toString('utf8')) as {
    challenge: BotCheckChallenge;
    solution: { counter: number; derivedKey: string };
  };
const encode = (payload: unknown) => ({
  [BOT_CHECK_FIELD]: Buffer.from(JSON.stringify(payload)).toString('base64'),
});

describe.each(testDatabaseKinds())('bot check ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let account: { username: string; password: string };

  const config = loadConfig({ NODE_ENV: 'test', ...light });
  const loginWith = (botCheck: Record<string, string> | undefined, ip = freshIp()) =>
    call(app, 'POST', '/wps/session/login', {
      body: loginBody(account.username, account.password, botCheck ? { botCheck } : {}),
      ip,
    });
  const refused = { value: { key: 'bot_check_failed' }, message: 'Please complete verification first' };

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db, light, { realBotCheck: true });
    account = await insertAccount(database.db);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('hands out signed, expiring PBKDF2 challenges that are never cached', async () => {
    const before = Math.floor(Date.now() / 1000);
    const result = await call<BotCheckChallenge>(app, 'GET', '/wps/botcheck/challenge', { ip: freshIp() });
    expect(result.status).toBe(200);
    expect(result.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = result.body.value;
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 20, keyLength: 32 });
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.expiresAt).toBeGreaterThanOrEqual(before + 600);
    expect(parameters.expiresAt).toBeLessThanOrEqual(before + 601);
  });

  it('lets a login through only with a solved challenge, and only once', async () => {
    expect((await loginWith(undefined)).body).toMatchObject(refused);
    const fields = await solvedBotCheck(app);
    expect((await loginWith(fields)).status).toBe(200);
    expect((await loginWith(fields)).body).toMatchObject(refused);
  });

  it('admits exactly one of two requests racing with the same solution', async () => {
    const fields = await solvedBotCheck(app);
    const results = await Promise.all([loginWith(fields), loginWith(fields)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
    const nonce = decode(fields).challenge.parameters.nonce;
    const rows = await database.db
      .selectFrom('bot_check_use')
      .selectAll()
      .where('nonce', '=', nonce)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses wrong, forged, foreign, expired and malformed solutions with a 400', async () => {
    const payload = decode(await solvedBotCheck(app));
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    const easier = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    const foreign = await createBotCheckChallenge(
      database.db,
      { ...config, BOT_CHECK_HMAC_KEY: 'another-operators-hmac-key-0123456789abcdef' },
      freshIp(),
    );
    const expired = await createBotCheckChallenge(
      database.db,
      config,
      freshIp(),
      new Date(Date.now() - 601_000),
    );
    const attempts = [
      encode(wrongKey),
      encode(easier),
      await solveBotCheck(foreign),
      await solveBotCheck(expired),
      { [BOT_CHECK_FIELD]: 'not base64 json' },
      encode({ challenge: payload.challenge }),
      {},
    ];
    for (const fields of attempts) expect((await loginWith(fields)).body).toMatchObject(refused);
    // None of them used up the genuine solution.
    expect((await loginWith(encode(payload))).status).toBe(200);
  });

  it('guards registration and SMS sends the same way', async () => {
    const form = registrationForm();
    const register = (botCheck?: Record<string, string>) =>
      call(app, 'PUT', '/wps/member/register', { body: { ...form, botCheck }, ip: freshIp() });
    expect((await register()).body).toMatchObject(refused);
    expect((await register(await solvedBotCheck(app))).status).toBe(200);

    await setModule(database.db, ModuleId.registerSmsVerification, true);
    const sms = { countryDialingCode: '+880', mobileNo: freshMobile() };
    const send = (botCheck?: Record<string, string>) =>
      call(app, 'POST', '/wps/verification/sms/register', { body: { ...sms, botCheck }, ip: freshIp() });
    expect((await send()).body).toMatchObject(refused);
    expect((await send(await solvedBotCheck(app))).status).toBe(200);
  });

  it('solves a challenge of the default difficulty in reasonable time', async () => {
    const defaults = loadConfig({ NODE_ENV: 'test' });
    const challenge = await createBotCheckChallenge(database.db, defaults, freshIp());
    expect(challenge.parameters.cost).toBe(1000);
    const started = Date.now();
    const fields = await solveBotCheck(challenge);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(await createAltchaBotCheck(database.db, defaults).verify(fields, '203.0.113.1')).toBe(true);
  });

  it('gives one IP at most 60 challenges a minute', async () => {
    const ip = freshIp();
    for (let i = 0; i < 60; i++) {
      expect((await call(app, 'GET', '/wps/botcheck/challenge', { ip })).status).toBe(200);
    }
    const throttled = await call(app, 'GET', '/wps/botcheck/challenge', { ip });
    expect(throttled.status).toBe(429);
    expect(throttled.body).toMatchObject({ value: { key: 'too_frequent' } });
  });
});

describe('bot check configuration', () => {
  it('refuses to start in production without an HMAC key', () => {
    const production = { NODE_ENV: 'production', HOUSE_PROVIDER_SECRET: houseProviderDevelopmentSecret };
    expect(() => loadConfig(production)).toThrow(/BOT_CHECK_HMAC_KEY: required in production/);
    expect(() => loadConfig({ ...production, BOT_CHECK_HMAC_KEY: 'short' })).toThrow(/BOT_CHECK_HMAC_KEY/);
    expect(loadConfig({ ...production, BOT_CHECK_HMAC_KEY: botCheckDevelopmentKey }).BOT_CHECK_HMAC_KEY).toBe(
      botCheckDevelopmentKey,
    );
    expect(loadConfig({ NODE_ENV: 'development' }).BOT_CHECK_HMAC_KEY).toBe(botCheckDevelopmentKey);
  });
});
