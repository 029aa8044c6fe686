import type { Db } from '../../../db/database.js';
import { throttledError } from '../../../lib/app-errors.js';
import { findInviter } from '../member/member.service.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';

/**
 * Whether an invitation (affiliate) code belongs to an active agent. The domain is accepted for the
 * spec's call shape; codes are platform-wide, so it does not change the answer.
 */
export async function checkAffiliateCode(db: Db, code: string, ip: string): Promise<boolean> {
  const throttle = await rateLimit.consume(db, `affiliate:ip:${ip}`, { windowMs: 60_000, max: 30 });
  if (!throttle.allowed) throw throttledError('too_frequent', throttle.retryAfterMs);
  if (!/^[A-Za-z0-9]{1,32}$/.test(code)) return false;
  return (await findInviter(db, code, { agentOnly: true })) !== null;
}
