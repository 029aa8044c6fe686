import type { AccountPolicy, Portal } from '@app/contracts';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import type { AppError } from '../../../lib/envelope.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';

/**
 * Failed logins slow the guesser, never lock the owner out. Failures count per account, per
 * (account, IP) and per IP. From `captcha.afterFailures` failures on an account, every attempt on it
 * needs a captcha, and each IP that tries it again waits a delay that doubles with the failures (the
 * IP's own failures on the account weigh more than those from elsewhere). A fresh IP (the owner's)
 * never waits, so the right password with a solved captcha always gets in. An IP failing across many
 * accounts only has its own attempts spaced; other accounts behind it are not asked for a captcha.
 */
type GuardConfig = Pick<
  AppConfig,
  | 'LOGIN_FAILURE_WINDOW_MINUTES'
  | 'LOGIN_PAIR_FAILURE_WEIGHT'
  | 'LOGIN_DELAY_BASE_SECONDS'
  | 'LOGIN_DELAY_MAX_SECONDS'
  | 'LOGIN_MAX_FAILURES_PER_IP'
  | 'LOGIN_IP_DELAY_MAX_SECONDS'
>;

export interface GuardKeys {
  /** Failures on the account, from anywhere. */
  account: string;
  /** Failures on the account from this IP. */
  pair: string;
  /** Failures from this IP, on any account. */
  ip: string;
  /** Until when this IP may not try this account again. */
  pairWait: string;
  /** Until when this IP may not try any account again. */
  ipWait: string;
}

/**
 * The counters of one attempt. The account is what was typed (known or not, so nothing is revealed).
 * Staff sign in on the operator portal only, so its counters are kept apart from the player site's
 * (member and agent portals): nothing done on the site challenges or slows a staff login.
 */
export function guardKeys(account: string, ip: string, portal: Portal): GuardKeys {
  const scope = portal === 'operator' ? 'operator' : 'site';
  const name = account.toLowerCase();
  return {
    account: `login-fail:${scope}:account:${name}`,
    pair: `login-fail:${scope}:pair:${ip}/${name}`,
    ip: `login-fail:${scope}:ip:${ip}`,
    pairWait: `login-wait:${scope}:pair:${ip}/${name}`,
    ipWait: `login-wait:${scope}:ip:${ip}`,
  };
}

interface Failures {
  account: number;
  pair: number;
  ip: number;
}

function doublingMs(config: GuardConfig, steps: number, capSeconds: number): number {
  if (steps <= 0) return 0;
  return Math.min(capSeconds, config.LOGIN_DELAY_BASE_SECONDS * 2 ** Math.min(steps - 1, 30)) * 1000;
}

/**
 * The wait before this IP's next attempt on the account. Counted in failures from this IP: each of its
 * own, plus one per LOGIN_PAIR_FAILURE_WEIGHT failures from elsewhere. None up to the captcha
 * threshold, then the base delay doubling per failure.
 */
export function pairWaitMs(config: GuardConfig, policy: AccountPolicy, failures: Failures): number {
  const elsewhere = Math.max(0, failures.account - failures.pair);
  const weighted = failures.pair + Math.floor(elsewhere / config.LOGIN_PAIR_FAILURE_WEIGHT);
  return doublingMs(config, weighted - policy.captcha.afterFailures, config.LOGIN_DELAY_MAX_SECONDS);
}

/** The wait before this IP's next attempt on any account: from LOGIN_MAX_FAILURES_PER_IP failures on. */
export function ipWaitMs(config: GuardConfig, failures: Failures): number {
  return doublingMs(
    config,
    failures.ip - config.LOGIN_MAX_FAILURES_PER_IP + 1,
    config.LOGIN_IP_DELAY_MAX_SECONDS,
  );
}

const captchaAsked = (policy: AccountPolicy, failures: Failures) =>
  policy.captcha.always || failures.account >= policy.captcha.afterFailures;

/** An attempt let through: what it holds until it ends (pass, fail or abandon). */
export interface GuardedAttempt {
  keys: GuardKeys;
  config: GuardConfig;
  policy: AccountPolicy;
  /** Whether captchas apply to this kind of login (not to SMS codes or a password change). */
  withCaptcha: boolean;
  captchaRequired: boolean;
  holds: { key: string; until: Date }[];
}

export type OpenedAttempt =
  | { ok: true; attempt: GuardedAttempt }
  | { ok: false; reason: 'captcha_missing' | 'throttled'; error: AppError };

/** 429 with Retry-After; where captchas apply, also whether the next attempt needs one. */
function tooSoon(retryAfterMs: number, captcha: boolean | undefined): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return keyedError(
    429,
    'login_too_soon',
    { seconds },
    { retryAfterSeconds: seconds, ...(captcha === undefined ? {} : { captcha }) },
  );
}

/**
 * Before the credentials are checked. Refuses an attempt that needs a captcha and has none (nothing
 * is counted), or that comes before its wait is over (429 with Retry-After). Otherwise holds the waits
 * that apply, so concurrent attempts from the same IP cannot all slip through at once.
 * `captcha`: null when captchas do not apply, else whether one was sent.
 */
export async function openAttempt(
  db: Db,
  config: GuardConfig,
  policy: AccountPolicy,
  keys: GuardKeys,
  captcha: { sent: boolean } | null,
  now = new Date(),
): Promise<OpenedAttempt> {
  const live = await rateLimit.peekCounts(
    db,
    [keys.account, keys.pair, keys.ip, keys.pairWait, keys.ipWait],
    now,
  );
  const count = (key: string) => live.get(key)?.count ?? 0;
  const failures = { account: count(keys.account), pair: count(keys.pair), ip: count(keys.ip) };
  const captchaRequired = captcha !== null && captchaAsked(policy, failures);
  if (captchaRequired && !captcha.sent) {
    const error = keyedError(400, 'captcha_required', {}, { field: 'captcha', captcha: true });
    return { ok: false, reason: 'captcha_missing', error };
  }

  const attempt: GuardedAttempt = {
    keys,
    config,
    policy,
    withCaptcha: captcha !== null,
    captchaRequired,
    holds: [],
  };
  const waits: [string, number][] = [
    [keys.pairWait, pairWaitMs(config, policy, failures)],
    [keys.ipWait, ipWaitMs(config, failures)],
  ];
  for (const [key, waitMs] of waits) {
    const pending = live.get(key)?.retryAfterMs ?? 0;
    const taken =
      waitMs > 0
        ? await rateLimit.hold(db, key, waitMs, now)
        : pending > 0
          ? ({ allowed: false, retryAfterMs: pending } as const)
          : null;
    if (taken?.allowed === false) {
      await abandonAttempt(db, attempt);
      const error = tooSoon(taken.retryAfterMs, captcha ? captchaRequired : undefined);
      return { ok: false, reason: 'throttled', error };
    }
    if (taken) attempt.holds.push(taken);
  }
  return { ok: true, attempt };
}

/**
 * Wrong credentials: counts the failure and makes this IP wait before its next try. Answers whether
 * the next attempt needs a captcha.
 */
export async function failAttempt(
  db: Db,
  attempt: GuardedAttempt,
  now = new Date(),
): Promise<{ captchaRequired: boolean }> {
  const { keys, config, policy } = attempt;
  const windowMs = rateLimit.minutes(config.LOGIN_FAILURE_WINDOW_MINUTES);
  const [account, pair, ip] = await Promise.all(
    [keys.account, keys.pair, keys.ip].map((key) => rateLimit.count(db, key, windowMs, now)),
  );
  const failures = { account: account ?? 0, pair: pair ?? 0, ip: ip ?? 0 };
  const waits: [string, number][] = [
    [keys.pairWait, pairWaitMs(config, policy, failures)],
    [keys.ipWait, ipWaitMs(config, failures)],
  ];
  for (const [key, waitMs] of waits) {
    if (waitMs > 0) await rateLimit.extendWait(db, key, waitMs, now);
  }
  await releaseHolds(
    db,
    attempt,
    waits.filter(([, waitMs]) => waitMs === 0).map(([key]) => key),
  );
  return { captchaRequired: attempt.withCaptcha && captchaAsked(policy, failures) };
}

/** Right credentials: the account's and this pair's failures are forgiven (the IP's stay counted). */
export async function passAttempt(db: Db, attempt: GuardedAttempt): Promise<void> {
  const { keys } = attempt;
  await rateLimit.reset(db, keys.account, keys.pair, keys.pairWait);
  await releaseHolds(db, attempt, [keys.ipWait]);
}

/** Ended before the credentials were judged (e.g. a wrong captcha): gives the waits back. */
export function abandonAttempt(db: Db, attempt: GuardedAttempt): Promise<void> {
  return releaseHolds(db, attempt, [attempt.keys.pairWait, attempt.keys.ipWait]);
}

async function releaseHolds(db: Db, attempt: GuardedAttempt, keys: string[]): Promise<void> {
  for (const taken of attempt.holds) if (keys.includes(taken.key)) await rateLimit.release(db, taken);
}
