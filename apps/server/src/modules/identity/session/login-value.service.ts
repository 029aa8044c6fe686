import { ModuleId, type AccountPolicy, type Portal, type SessionValue } from '@app/contracts';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { moduleEnabled } from '../../platform/system/module-toggles.js';
import type { RequestClient } from '../../../lib/request-client.js';
import { recordLogin, type Member } from '../member/member.service.js';
import { toMemberInfo } from '../member/member-view.js';
import { getSetting } from '../../platform/system/system.service.js';
import { recordLoginAttempt, type LoginMethod } from './login-audit.service.js';
import * as repo from './login.repository.js';
import { createSession } from './session.service.js';

export interface IssueLoginDeps {
  db: Db;
  config: AppConfig;
}

export function isPasswordExpired(member: Member, policy: AccountPolicy, now: Date): boolean {
  if (member.password_hash === null || policy.passwordMaxAgeDays === 0) return false;
  const changedAt = new Date(member.password_changed_at ?? member.created_at);
  return now.getTime() - changedAt.getTime() > policy.passwordMaxAgeDays * 86_400_000;
}

/**
 * Logs a member in once every check has passed: a new session (new token), the login counted and
 * audited, the IP remembered as known. Every way in (password, SMS, challenge, registration,
 * free play, password change or reset) answers with this same value.
 */
export async function issueLogin(
  { db, config }: IssueLoginDeps,
  member: Member,
  details: { portal: Portal; client: RequestClient; method: LoginMethod; loginName?: string },
): Promise<SessionValue> {
  const now = new Date();
  const [policy, forceChange] = await Promise.all([
    getSetting(db, 'account_policy'),
    moduleEnabled(db, ModuleId.forcePasswordChange),
  ]);
  const passwordExpired = isPasswordExpired(member, policy, now);
  const mustChangePassword =
    details.method !== 'sms' && forceChange && (member.password_is_default || passwordExpired);
  const { firstTimeLogin } = await recordLogin(db, member.id, now);
  const session = await createSession(
    db,
    config,
    member.id,
    { portal: details.portal, client: details.client, firstLogin: firstTimeLogin, mustChangePassword },
    now,
  );
  await repo.upsertLoginIp(db, member.id, details.client.ip, now);
  await recordLoginAttempt(
    db,
    {
      method: details.method,
      portal: details.portal,
      client: details.client,
      loginName: details.loginName ?? member.username,
      memberId: member.id,
    },
    { success: true, reason: 'ok' },
  );

  return {
    status: 'LOGGED_IN',
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    idleTimeoutSeconds: config.SESSION_IDLE_MINUTES * 60,
    firstTimeLogin,
    passwordExpired,
    mustChangePassword,
    captcha: false,
    member: toMemberInfo(member, firstTimeLogin),
  };
}
