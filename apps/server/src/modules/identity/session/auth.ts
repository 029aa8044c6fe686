import { isMemberPortalType, operatorMemberType, type Portal } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { getMember, isActive, isAgent, isTrial, type Member } from '../member/member.service.js';
import { authenticateToken } from './session.service.js';
import type { AccessRule, Guards } from '../../../lib/access.js';
import { keyedError, notLoggedIn } from '../../../lib/app-errors.js';
import { AppError } from '../../../lib/envelope.js';

declare module '../../../lib/access.js' {
  interface Principals {
    visitor: AuthContext | null;
    session: AuthContext;
    account: AuthContext;
    player: AuthContext;
    agent: AuthContext;
    operator: AuthContext;
  }
}

export interface AuthContext {
  sessionId: string;
  member: Member;
  /** True during the member's first session. */
  firstLogin: boolean;
  portal: Portal;
}

/**
 * What a session that must change its password may still do: change it, read who it is, log out.
 * Everything else answers 403 'password_change_required' until the password is changed.
 */
const allowedBeforePasswordChange = new Set([
  'POST /wps/member/password',
  'GET /wps/member/info',
  'DELETE /wps/session/logout',
]);

/** The token of `Authorization: Bearer <token>`, else of a `token` header. */
export function readToken(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const header = request.headers.token;
  const token = bearer ?? (Array.isArray(header) ? header[0] : header);
  return token && token.length <= 128 ? token : null;
}

export interface AuthOptions {
  allowTrial?: boolean;
  /** Accept a session that must change its password first (only the calls listed above do). */
  allowPendingPasswordChange?: boolean;
}

export interface Auth {
  /** The session of a token (e.g. sent over a WebSocket), with the same rules as requireSession. */
  authenticate(token: string | null, options?: AuthOptions): Promise<AuthContext>;
  /** 401 unless a live session; 403 for trial accounts unless `allowTrial`. */
  requireSession(request: FastifyRequest, options?: { allowTrial?: boolean }): Promise<AuthContext>;
  /** Member-centre guard: a logged-in real (non-trial) account. */
  requireRealAccount(request: FastifyRequest): Promise<AuthContext>;
  /** Wallet guard: a logged-in real account of the player site (member or agent; not staff). */
  requirePlayer(request: FastifyRequest): Promise<AuthContext>;
  /** Agent-centre guard: a logged-in agent (types 1, 2, 41, 42). */
  requireAgent(request: FastifyRequest): Promise<AuthContext>;
  /** Operator-console guard: a logged-in platform staff account (type 99). */
  requireOperator(request: FastifyRequest): Promise<AuthContext>;
}

export function createAuth(db: Db, config: AppConfig): Auth {
  async function authenticate(token: string | null, options: AuthOptions = {}): Promise<AuthContext> {
    const session = token ? await authenticateToken(db, config, token) : null;
    const member = session ? await getMember(db, session.memberId) : undefined;
    if (!session || !member || !isActive(member)) throw notLoggedIn();
    if (session.mustChangePassword && !(options.allowPendingPasswordChange ?? false)) {
      throw keyedError(403, 'password_change_required');
    }
    if (isTrial(member) && !(options.allowTrial ?? false)) throw keyedError(403, 'in_need_true_account');
    return { sessionId: session.sessionId, member, firstLogin: session.firstLogin, portal: session.portal };
  }

  const requireSession = (request: FastifyRequest, options: { allowTrial?: boolean } = {}) =>
    authenticate(readToken(request), {
      ...options,
      allowPendingPasswordChange: allowedBeforePasswordChange.has(
        `${request.method} ${request.routeOptions.url ?? ''}`,
      ),
    });

  return {
    authenticate,
    requireSession,
    requireRealAccount: (request) => requireSession(request, { allowTrial: false }),
    async requirePlayer(request) {
      const context = await requireSession(request, { allowTrial: false });
      if (!isMemberPortalType(context.member.type)) throw keyedError(403, 'non_member_login');
      return context;
    },
    async requireAgent(request) {
      const context = await requireSession(request, { allowTrial: false });
      if (!isAgent(context.member)) throw keyedError(403, 'agent_only');
      return context;
    },
    async requireOperator(request) {
      const context = await requireSession(request, { allowTrial: false });
      if (context.member.type !== operatorMemberType) throw keyedError(403, 'operator_only');
      return context;
    },
  };
}

/** A staff account holds a permission when it has no list (the owner) or the list names it. */
export function hasStaffPermission(member: Member, permission: string | undefined): boolean {
  if (member.type !== operatorMemberType) return false;
  return (
    member.staff_permissions === null ||
    (permission !== undefined && member.staff_permissions.includes(permission))
  );
}

/** The guards of the session-based access kinds (see Access in @app/contracts). */
export function sessionGuards(auth: Auth): Guards {
  const sessionOf = (request: FastifyRequest, rule: AccessRule, allowTrial: boolean) =>
    auth.authenticate(readToken(request), {
      allowTrial,
      allowPendingPasswordChange: rule.allowPendingPasswordChange,
    });
  return {
    async visitor(request, rule) {
      if (!readToken(request)) return null;
      try {
        // Browsing is allowed while the change-password dialog is open.
        return await sessionOf(request, { ...rule, allowPendingPasswordChange: true }, true);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) return null;
        throw error;
      }
    },
    session: (request, rule) => sessionOf(request, rule, true),
    account: (request, rule) => sessionOf(request, rule, false),
    async player(request, rule) {
      const context = await sessionOf(request, rule, false);
      if (!isMemberPortalType(context.member.type)) throw keyedError(403, 'non_member_login');
      return context;
    },
    async agent(request, rule) {
      const context = await sessionOf(request, rule, false);
      if (!isAgent(context.member)) throw keyedError(403, 'agent_only');
      return context;
    },
    async operator(request, rule) {
      const context = await sessionOf(request, rule, false);
      if (context.member.type !== operatorMemberType) throw keyedError(403, 'operator_only');
      if (!hasStaffPermission(context.member, rule.permission)) throw keyedError(403, 'permission_denied');
      return context;
    },
  };
}
