import type { MessageKey } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { throttledError } from '../../../lib/app-errors.js';
import type { AppError } from '../../../lib/envelope.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';

/**
 * A per-member counter of wrong secrets (payment password, SMS, e-mail or authenticator codes): after
 * `maxFailures` wrong answers in `lockMinutes` the member is refused for `lockMinutes`, whatever they send.
 */
export interface FailureLock {
  /** Throws the locked error while the member is locked. */
  refuseWhileLocked(db: Db, memberId: string): Promise<void>;
  /** Counts a wrong answer; answers the locked error once the limit is reached, else null. */
  recordFailure(db: Db, memberId: string): Promise<AppError | null>;
  /** Counts a wrong answer and throws it (or the locked error once the limit is reached). */
  countFailure(db: Db, memberId: string, wrong: AppError): Promise<never>;
  /** A right answer clears the count. */
  clear(db: Db, memberId: string): Promise<void>;
}

export function failureLock(options: {
  name: string;
  maxFailures: number;
  lockMinutes: number;
  lockedKey: MessageKey;
}): FailureLock {
  const { maxFailures, lockMinutes, lockedKey } = options;
  const keyOf = (memberId: string) => `${options.name}:fail:${memberId}`;
  const locked = (retryAfterMs: number) => throttledError(lockedKey, retryAfterMs, { minutes: lockMinutes });
  const recordFailure = async (db: Db, memberId: string) => {
    const window = rateLimit.minutes(lockMinutes);
    const decision = await rateLimit.consume(db, keyOf(memberId), {
      windowMs: window,
      max: maxFailures - 1,
      blockMs: window,
    });
    return decision.allowed ? null : locked(decision.retryAfterMs);
  };
  return {
    async refuseWhileLocked(db, memberId) {
      const { count, retryAfterMs } = await rateLimit.peek(db, keyOf(memberId));
      if (count >= maxFailures) throw locked(retryAfterMs);
    },
    recordFailure,
    async countFailure(db, memberId, wrong) {
      throw (await recordFailure(db, memberId)) ?? wrong;
    },
    async clear(db, memberId) {
      await rateLimit.reset(db, keyOf(memberId));
    },
  };
}

/** Wrong SMS, e-mail and authenticator codes of the security centre and the login challenge. */
export const securityCodeLock = failureLock({
  name: 'security',
  maxFailures: 5,
  lockMinutes: 15,
  lockedKey: 'security_locked',
});
