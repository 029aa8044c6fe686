import type { Portal } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAccountPolicy } from '../../../seed/system-defaults.js';
import { freshIp, freshUsername } from '../../../testing/accounts.js';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import {
  abandonAttempt,
  failAttempt,
  guardKeys,
  openAttempt,
  passAttempt,
  type GuardKeys,
  type OpenedAttempt,
} from './login-guard.service.js';

const config = {
  LOGIN_FAILURE_WINDOW_MINUTES: 15,
  LOGIN_PAIR_FAILURE_WEIGHT: 3,
  LOGIN_DELAY_BASE_SECONDS: 2,
  LOGIN_DELAY_MAX_SECONDS: 60,
  LOGIN_MAX_FAILURES_PER_IP: 5,
  LOGIN_IP_DELAY_MAX_SECONDS: 8,
};
const policy = defaultAccountPolicy; // a captcha after 3 failures

describe.each(testDatabaseKinds())('login guard ($name)', (kind) => {
  let database: TestDatabase;
  let clock = new Date('2030-01-01T00:00:00Z');
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    await database.close();
  });

  const open = (keys: GuardKeys, captcha: { sent: boolean } | null = { sent: true }) =>
    openAttempt(database.db, config, policy, keys, captcha, clock);

  /** Opens an attempt that must be let through and fails it. */
  async function fail(keys: GuardKeys) {
    const opened = await open(keys);
    if (!opened.ok) throw new Error(`refused: ${opened.error.message}`);
    return failAttempt(database.db, opened.attempt, clock);
  }

  /** How long the next attempt must wait (0: let through, and given back). */
  async function waitOf(keys: GuardKeys): Promise<number> {
    const opened = await open(keys);
    if (opened.ok) {
      await abandonAttempt(database.db, opened.attempt);
      return 0;
    }
    expect(opened.reason).toBe('throttled');
    return (opened.error.value as { retryAfterSeconds: number }).retryAfterSeconds;
  }

  const keysFor = (name: string, ip = freshIp(), portal: Portal = 'member') => guardKeys(name, ip, portal);

  it('makes an IP that keeps failing on an account wait a doubling delay, up to the cap', async () => {
    const keys = keysFor(freshUsername());
    const waits: number[] = [];
    for (let i = 0; i < 10; i++) {
      await fail(keys);
      const wait = await waitOf(keys);
      waits.push(wait);
      later(wait * 1000);
    }
    expect(waits).toEqual([0, 0, 0, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('answers a wait as 429 with Retry-After seconds, and asks the captcha it needs', async () => {
    const keys = keysFor(freshUsername());
    for (let i = 0; i < 4; i++) await fail(keys);
    later(500);
    const refused = (await open(keys)) as Extract<OpenedAttempt, { ok: false }>;
    expect(refused.ok).toBe(false);
    expect(refused.error.statusCode).toBe(429);
    expect(refused.error.message).toBe('Too many failed attempts, please wait 2 seconds and try again');
    expect(refused.error.value).toEqual({
      key: 'login_too_soon',
      params: { seconds: 2 },
      retryAfterSeconds: 2,
      captcha: true,
    });
    later(1500);
    expect((await open(keys)).ok).toBe(true);
  });

  it('never makes the owner wait on a fresh IP: only the captcha is asked', async () => {
    const name = freshUsername();
    const attacker = keysFor(name);
    for (let i = 0; i < 12; i++) {
      await fail(attacker);
      later((await waitOf(attacker)) * 1000);
    }
    const owner = keysFor(name);
    const missing = await open(owner, { sent: false });
    expect(missing).toMatchObject({ ok: false, reason: 'captcha_missing' });
    const opened = await open(owner);
    expect(opened).toMatchObject({ ok: true, attempt: { captchaRequired: true } });
    if (opened.ok) await passAttempt(database.db, opened.attempt);
    // The right password forgave the account: the next login needs no captcha.
    expect(await open(owner, { sent: false })).toMatchObject({
      ok: true,
      attempt: { captchaRequired: false },
    });
  });

  it('weighs failures from the IP trying again above failures spread over many IPs', async () => {
    const name = freshUsername();
    // Nine failures from nine IPs: none of them waits.
    for (let i = 0; i < 9; i++) {
      const keys = keysFor(name);
      await fail(keys);
      expect(await waitOf(keys)).toBe(0);
    }
    // The tenth IP's failure counts as its own plus one per three from elsewhere: the first step.
    const tenth = keysFor(name);
    await fail(tenth);
    expect(await waitOf(tenth)).toBe(2);
    // Nine failures from a single IP reach the cap.
    const single = keysFor(freshUsername());
    let wait = 0;
    for (let i = 0; i < 9; i++) {
      later(wait * 1000);
      await fail(single);
      wait = await waitOf(single);
    }
    expect(wait).toBe(60);
  });

  it('lets exactly one of many concurrent attempts through while a delay applies', async () => {
    const keys = keysFor(freshUsername());
    for (let i = 0; i < 4; i++) await fail(keys);
    later(2000);
    const opened = await Promise.all(Array.from({ length: 10 }, () => open(keys)));
    expect(opened.filter((result) => result.ok)).toHaveLength(1);
  });

  it('gives a hold back when the attempt ends without a verdict (a wrong captcha)', async () => {
    const keys = keysFor(freshUsername());
    for (let i = 0; i < 4; i++) await fail(keys);
    later(2000);
    const opened = await open(keys);
    expect(await waitOf(keys)).toBeGreaterThan(0);
    if (opened.ok) await abandonAttempt(database.db, opened.attempt);
    expect(await waitOf(keys)).toBe(0);
  });

  it('only spaces the attempts of an IP failing across many accounts, without asking others for a captcha', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await fail(keysFor(freshUsername('spray'), ip));
    expect(await waitOf(keysFor(freshUsername(), ip))).toBe(0);
    await fail(keysFor(freshUsername('spray'), ip));

    const bystander = keysFor(freshUsername(), ip);
    const refused = await open(bystander, { sent: false });
    expect(refused).toMatchObject({
      ok: false,
      reason: 'throttled',
      error: { statusCode: 429, value: { retryAfterSeconds: 2, captcha: false } },
    });
    later(2000);
    expect(await open(bystander, { sent: false })).toMatchObject({
      ok: true,
      attempt: { captchaRequired: false },
    });
    // Still failing: the IP's delay doubles up to its own (shorter) cap.
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      later(10_000);
      await fail(keysFor(freshUsername('spray'), ip));
      waits.push(await waitOf(keysFor(freshUsername(), ip)));
    }
    expect(waits).toEqual([4, 8, 8, 8]);
    // Another IP is not slowed.
    expect(await waitOf(keysFor(freshUsername()))).toBe(0);
  });

  it('keeps the operator portal apart: failures on the site never challenge or slow a staff login', async () => {
    const staff = freshUsername('staff');
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await fail(keysFor(staff, ip));
    for (let i = 0; i < 10; i++) {
      later(10_000);
      await fail(keysFor(freshUsername('spray'), ip));
    }
    expect(await waitOf(keysFor(freshUsername(), ip))).toBeGreaterThan(0);
    expect(await open(keysFor(staff, ip, 'operator'), { sent: false })).toMatchObject({
      ok: true,
      attempt: { captchaRequired: false },
    });
  });
});
