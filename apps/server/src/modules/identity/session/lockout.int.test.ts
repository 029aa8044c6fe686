import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { operatorMemberType, type Portal } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../config.js';
import {
  detailOf,
  freshIp,
  freshUsername,
  insertAccount,
  knownCaptcha,
  login,
} from '../../../testing/accounts.js';
import { staffConsoleToken, unusedStaffCode } from '../../../testing/staff.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { guardKeys } from './login-guard.service.js';

/** Runs the staff cashier command (src/cli/cashier.ts) against `baseUrl`. */
async function runCashier(baseUrl: string, env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/cashier.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, CASHIER_API_URL: baseUrl, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

describe.each(testDatabaseKinds())('login lockout cannot be used against the owner ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db, { LOGIN_MAX_FAILURES_PER_IP: '5' });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Lets the waits of this IP on this account run out, as if their time had passed. */
  const waitsPass = (username: string, ip: string, portal: Portal = 'member') => {
    const keys = guardKeys(username, ip, portal);
    return database.db
      .updateTable('rate_limit')
      .set({ reset_at: new Date(Date.now() - 1000) })
      .where('key', 'in', [keys.pairWait, keys.ipWait])
      .execute();
  };

  /** An attacker who solves captchas, one wrong password from `ip`. */
  const attack = async (username: string, ip: string) => {
    const result = await login(app, username, 'Guess1234', await knownCaptcha(app, database.db), ip);
    expect(detailOf(result).key).toBe('login_incorrect');
  };

  it('lets the owner in with the right password and a captcha while an attacker keeps failing from one IP', async () => {
    const owner = await insertAccount(database.db);
    const attackerIp = freshIp();
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 3; i++) {
        await waitsPass(owner.username, attackerIp);
        await attack(owner.username, attackerIp);
      }
      // The attacker never locks the account: without a captcha the owner is asked for one...
      const asked = await login(app, owner.username, owner.password);
      expect(asked.body).toMatchObject({
        value: { key: 'captcha_required', field: 'captcha', captcha: true },
        message: 'Please enter the captcha',
      });
      // ...and with it gets in, however long the attack lasts.
      const captcha = await knownCaptcha(app, database.db);
      const result = await login(app, owner.username, owner.password, captcha);
      expect(result.status, `round ${round}`).toBe(200);
      expect(result.body.value).toMatchObject({ status: 'LOGGED_IN' });
    }
    // The attacker's own IP, meanwhile, waits between its attempts.
    const tooSoon = await login(
      app,
      owner.username,
      'Guess1234',
      await knownCaptcha(app, database.db),
      attackerIp,
    );
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the owner in while an attacker fails from many IPs', async () => {
    const owner = await insertAccount(database.db);
    for (let i = 0; i < 30; i++) await attack(owner.username, freshIp());
    expect(detailOf(await login(app, owner.username, owner.password))).toMatchObject({
      key: 'captcha_required',
    });
    const result = await login(app, owner.username, owner.password, await knownCaptcha(app, database.db));
    expect(result.status).toBe(200);
  });

  it('slows an IP that keeps failing on an account with a growing delay: 429 with Retry-After, then allowed again', async () => {
    const target = await insertAccount(database.db);
    const ip = freshIp();
    const probe = async () => {
      const early = await login(app, target.username, 'Guess1234', await knownCaptcha(app, database.db), ip);
      expect(early).toMatchObject({ status: 429, body: { value: { key: 'login_too_soon', captcha: true } } });
      return Number(early.headers['retry-after']);
    };
    // Four failures in a row are let through (the fourth carries the captcha the third asked for).
    for (let i = 0; i < 4; i++) await attack(target.username, ip);
    const retryAfters = [await probe()];
    // Once the wait is over, the IP may try again.
    await new Promise((resolve) => setTimeout(resolve, retryAfters[0]! * 1000 + 100));
    await attack(target.username, ip);
    retryAfters.push(await probe());
    for (let i = 0; i < 2; i++) {
      await waitsPass(target.username, ip);
      await attack(target.username, ip);
      retryAfters.push(await probe());
    }
    // 2 s, 4 s, 8 s, 16 s, each read right after the failure (so up to a second may have run).
    [2, 4, 8, 16].forEach((expected, index) => {
      expect(retryAfters[index]).toBeGreaterThanOrEqual(expected - 1);
      expect(retryAfters[index]).toBeLessThanOrEqual(expected);
    });
    await waitsPass(target.username, ip);
    const result = await login(
      app,
      target.username,
      target.password,
      await knownCaptcha(app, database.db),
      ip,
    );
    expect(result.status).toBe(200);
  });

  it('never asks other accounts behind the attacking IP for a captcha', async () => {
    const victim = await insertAccount(database.db);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) {
      await waitsPass(victim.username, ip);
      await attack(victim.username, ip);
    }
    const neighbour = await insertAccount(database.db);
    const result = await login(app, neighbour.username, neighbour.password, {}, ip);
    expect(result.status).toBe(200);
    expect(result.body.value).toMatchObject({ status: 'LOGGED_IN', captcha: false });

    // Past the IP's own limit it is only slowed (429), still without a captcha for the others.
    for (let i = 0; i < 2; i++) {
      await waitsPass(victim.username, ip);
      await attack(freshUsername('spray'), ip);
    }
    const slowed = await login(app, neighbour.username, neighbour.password, {}, ip);
    expect(slowed).toMatchObject({ status: 429, body: { value: { key: 'login_too_soon', captcha: false } } });
    await waitsPass(neighbour.username, ip);
    expect((await login(app, neighbour.username, neighbour.password, {}, ip)).status).toBe(200);
  });

  it('keeps the cashier command working while players fail logins from the same IP', async () => {
    const operator = await insertAccount(database.db, { type: operatorMemberType });
    // The staff member enrols an authenticator once (elsewhere); the command then signs in with its code.
    await staffConsoleToken(app, operator.username, operator.password, freshIp());
    const player = await insertAccount(database.db);
    const ip = '127.0.0.1';
    await app.listen({ port: 0, host: ip });
    const { port } = app.server.address() as AddressInfo;
    // Codes are single-use: the command gets a step the sign-in above did not use.
    const code = await unusedStaffCode(app, operator.username);
    const cashier = (...args: string[]) =>
      runCashier(
        `http://${ip}:${port}`,
        {
          OPERATOR_USERNAME: operator.username,
          OPERATOR_PASSWORD: operator.password,
          OPERATOR_TOTP_CODE: code,
        },
        ...args,
      );

    // Players behind the cashier's address fail: on a player, on unknown names, even on the staff
    // username through the player site.
    for (let i = 0; i < 3; i++) {
      await login(app, player.username, 'Wrong1234', {}, ip);
      await login(app, operator.username, 'Wrong1234', {}, ip);
    }
    for (let i = 0; i < 3; i++) {
      await waitsPass(player.username, ip);
      await login(app, freshUsername('spray'), 'Wrong1234', {}, ip);
    }
    const neighbour = await insertAccount(database.db);
    expect(detailOf(await login(app, neighbour.username, neighbour.password, {}, ip))).toMatchObject({
      key: 'login_too_soon',
      captcha: false,
    });

    const [listed] = await Promise.all([
      cashier('list-deposits'),
      // and go on failing while the command runs
      (async () => {
        for (let i = 0; i < 5; i++) await login(app, freshUsername('spray'), 'Wrong1234', {}, ip);
      })(),
    ]);
    expect(listed.output).not.toContain('captcha');
    expect(listed).toMatchObject({ code: 0 });
    expect(listed.output).toMatch(/\d+ deposit\(s\)/);
  });
});
