import type { LoginHistoryEntry, MemberSessionView, SecurityOverview } from '@app/contracts';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { maskEmail, maskMobile } from '../../../lib/mask.js';
import { getMember, type Member } from '../member/member.service.js';
import { hasPaymentPassword } from '../payment-password/payment-password.service.js';
import * as repo from './security.repository.js';
import { isTotpEnabled, recoveryCodesLeft } from './totp.service.js';

type SessionConfig = Pick<AppConfig, 'SESSION_IDLE_MINUTES'>;

export async function securityOverview(db: Db, memberId: string): Promise<SecurityOverview> {
  const member = await getMember(db, memberId);
  if (!member) throw new Error(`member ${memberId} vanished`);
  return overviewOf(db, member);
}

async function overviewOf(db: Db, member: Member): Promise<SecurityOverview> {
  const [totpEnabled, codesLeft] = await Promise.all([
    isTotpEnabled(db, member.id),
    recoveryCodesLeft(db, member.id),
  ]);
  return {
    mobile: member.mobile ? maskMobile(member.mobile) : null,
    email: member.email ? maskEmail(member.email) : null,
    emailVerified: member.email_verified_at !== null,
    totpEnabled,
    recoveryCodesLeft: totpEnabled ? codesLeft : 0,
    hasPassword: member.password_hash !== null,
    hasPaymentPassword: hasPaymentPassword(member),
  };
}

export async function listSessions(
  db: Db,
  config: SessionConfig,
  memberId: string,
  currentSessionId: string,
  now = new Date(),
): Promise<MemberSessionView[]> {
  const idleSince = new Date(now.getTime() - config.SESSION_IDLE_MINUTES * 60_000);
  const rows = await repo.listLiveSessions(db, memberId, now, idleSince);
  return rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    device: row.user_agent ?? '',
    createdAt: row.created_at.toISOString(),
    lastSeenAt: row.last_seen_at.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/** Signs out another of the member's sessions (the current one signs out with logout). */
export async function signOutSession(
  db: Db,
  memberId: string,
  currentSessionId: string,
  sessionId: string,
): Promise<number> {
  if (sessionId === currentSessionId) throw keyedError(400, 'session_is_current');
  const count = await repo.revokeSessions(db, memberId, { ids: [sessionId] }, new Date());
  if (count === 0) throw keyedError(404, 'session_not_found');
  return count;
}

export function signOutOtherSessions(db: Db, memberId: string, currentSessionId: string): Promise<number> {
  return repo.revokeSessions(db, memberId, { allBut: currentSessionId }, new Date());
}

export async function loginHistory(db: Db, memberId: string, page: { pageNo: number; pageSize: number }) {
  const { rows, total } = await repo.pageLoginHistory(db, memberId, page);
  const list: LoginHistoryEntry[] = rows.map((row) => ({
    time: row.created_at.toISOString(),
    ip: row.ip,
    device: row.user_agent ?? '',
    method: row.method,
    success: row.success,
  }));
  return { list, ...page, total, totalPages: Math.ceil(total / page.pageSize) };
}
