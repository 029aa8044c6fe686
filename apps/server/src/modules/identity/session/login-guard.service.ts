import type { AccountPolicy } from '@app/contracts';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { throttledError } from '../../../lib/app-errors.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';

type GuardConfig = Pick<
  AppConfig,
  | 'LOGIN_FAILURE_WINDOW_MINUTES'
  | 'LOGIN_MAX_FAILURES_PER_ACCOUNT'
  | 'LOGIN_MAX_FAILURES_PER_IP'
  | 'LOGIN_LOCK_MINUTES'
>;

/** Failure counters of one login attempt: the account asked for (known or not, so lockout reveals nothing) and the IP. */
export interface GuardKeys {
  account: string;
  ip: string;
}

export const guardKeys = (account: string, ip: string): GuardKeys => ({
  account: `login-fail:account:${account.toLowerCase()}`,
  ip: `login-fail:ip:${ip}`,
});

const captchaNeeded = (policy: AccountPolicy | null, failures: number) =>
  policy !== null && (policy.captcha.always || failures >= policy.captcha.afterFailures);

/**
 * Before checking credentials: refuses a locked account or IP (429) and says whether this attempt
 * must carry a captcha. `policy` null: captchas do not apply (SMS login).
 */
export async function checkLoginAllowed(
  db: Db,
  config: GuardConfig,
  policy: AccountPolicy | null,
  keys: GuardKeys,
): Promise<{ captchaRequired: boolean }> {
  const [account, ip] = await Promise.all([rateLimit.peek(db, keys.account), rateLimit.peek(db, keys.ip)]);
  const locked =
    account.count >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT
      ? account
      : ip.count >= config.LOGIN_MAX_FAILURES_PER_IP
        ? ip
        : null;
  if (locked) {
    throw throttledError('login_locked', locked.retryAfterMs, {
      minutes: Math.ceil(locked.retryAfterMs / 60_000),
    });
  }
  return { captchaRequired: captchaNeeded(policy, Math.max(account.count, ip.count)) };
}

/**
 * Counts a failed login for the account and the IP. The failure that reaches the limit locks for
 * LOGIN_LOCK_MINUTES from then. Answers whether the next attempt needs a captcha.
 */
export async function recordLoginFailure(
  db: Db,
  config: GuardConfig,
  policy: AccountPolicy | null,
  keys: GuardKeys,
): Promise<{ captchaRequired: boolean }> {
  const rule = (limit: number): rateLimit.RateRule => ({
    windowMs: rateLimit.minutes(config.LOGIN_FAILURE_WINDOW_MINUTES),
    max: limit - 1,
    blockMs: rateLimit.minutes(config.LOGIN_LOCK_MINUTES),
  });
  const account = await rateLimit.consume(db, keys.account, rule(config.LOGIN_MAX_FAILURES_PER_ACCOUNT));
  const ip = await rateLimit.consume(db, keys.ip, rule(config.LOGIN_MAX_FAILURES_PER_IP));
  return { captchaRequired: captchaNeeded(policy, Math.max(account.count, ip.count)) };
}

/** A successful login forgives the account's failures (the IP's stay counted). */
export function clearAccountFailures(db: Db, keys: GuardKeys): Promise<void> {
  return rateLimit.reset(db, keys.account);
}
