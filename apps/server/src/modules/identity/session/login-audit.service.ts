import type { Portal } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { RequestClient } from '../../../lib/request-client.js';
import * as repo from './login.repository.js';

export type LoginMethod =
  'password' | 'sms' | 'challenge' | 'register' | 'freeplay' | 'passwordChange' | 'passwordReset';

export interface LoginAttempt {
  method: LoginMethod;
  portal: Portal | null;
  client: RequestClient;
  /** What the caller typed to identify the account (username or mobile). */
  loginName: string;
  memberId?: string | undefined;
}

/** Records every login, failed or not: when, from where, with what, and why it failed (never shown to the caller). */
export async function recordLoginAttempt(
  db: Db,
  attempt: LoginAttempt,
  outcome: { success: boolean; reason: string },
): Promise<void> {
  await repo.insertLoginAudit(db, {
    member_id: attempt.memberId ?? null,
    login_name: attempt.loginName.slice(0, 128),
    method: attempt.method,
    portal: attempt.portal,
    ip: attempt.client.ip,
    user_agent: attempt.client.userAgent,
    device_id: attempt.client.deviceId ?? null,
    success: outcome.success,
    reason: outcome.reason,
  });
}
