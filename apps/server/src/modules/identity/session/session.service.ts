import type { Portal } from '@app/contracts';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import type { RequestClient } from '../../../lib/request-client.js';
import { newToken, sha256Hex } from '../../../lib/secure-token.js';
import * as repo from './session.repository.js';
import { publishMemberEvent } from '../../platform/member-events/member-event.service.js';

type SessionConfig = Pick<AppConfig, 'SESSION_IDLE_MINUTES' | 'SESSION_ABSOLUTE_HOURS'>;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export interface LiveSession {
  sessionId: string;
  memberId: string;
  firstLogin: boolean;
  portal: Portal;
  /** Opened with a default or expired password: only the password change is allowed. */
  mustChangePassword: boolean;
}

/** Opens a session: a fresh random token for the client, only its SHA-256 kept in the database. */
export async function createSession(
  db: Db,
  config: SessionConfig,
  memberId: string,
  details: { portal: Portal; client: RequestClient; firstLogin: boolean; mustChangePassword: boolean },
  now = new Date(),
): Promise<NewSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + config.SESSION_ABSOLUTE_HOURS * 3_600_000);
  const sessionId = await repo.insertSession(db, {
    member_id: memberId,
    token_hash: sha256Hex(token),
    portal: details.portal,
    ip: details.client.ip,
    user_agent: details.client.userAgent,
    first_login: details.firstLogin,
    must_change_password: details.mustChangePassword,
    created_at: now,
    last_seen_at: now,
    expires_at: expiresAt,
  });
  await publishMemberEvent(db, {
    memberId,
    kind: 'member.login',
    ref: sessionId,
    occurredAt: now,
    payload: { ip: details.client.ip },
  });
  return { token, expiresAt };
}

/** The live session of a token (and keeps it alive), or null when unknown, revoked, idle too long or expired. */
export async function authenticateToken(
  db: Db,
  config: SessionConfig,
  token: string,
  now = new Date(),
): Promise<LiveSession | null> {
  const idleSince = new Date(now.getTime() - config.SESSION_IDLE_MINUTES * 60_000);
  const row = await repo.touchLiveSession(db, sha256Hex(token), now, idleSince);
  return row
    ? {
        sessionId: row.id,
        memberId: row.member_id,
        firstLogin: row.first_login,
        portal: row.portal as Portal,
        mustChangePassword: row.must_change_password,
      }
    : null;
}

/** Whether a session is still live, without counting this check as activity (long-lived sockets use it). */
export async function isSessionLive(
  db: Db,
  config: SessionConfig,
  sessionId: string,
  now = new Date(),
): Promise<boolean> {
  const idleSince = new Date(now.getTime() - config.SESSION_IDLE_MINUTES * 60_000);
  return repo.liveSessionExists(db, sessionId, now, idleSince);
}

export function revokeSession(db: Db, sessionId: string, now = new Date()): Promise<void> {
  return repo.revokeSession(db, sessionId, now);
}

export function revokeAllSessions(db: Db, memberId: string, now = new Date()): Promise<void> {
  return repo.revokeMemberSessions(db, memberId, now);
}
