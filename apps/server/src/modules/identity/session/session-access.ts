import { isMemberPortalType, operatorMemberType } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { AccessRule, Guards } from '../../../lib/access.js';
import { keyedError } from '../../../lib/app-errors.js';
import { AppError } from '../../../lib/envelope.js';
import { headerValue } from '../../../lib/request-header.js';
import { isAgent } from '../member/member.service.js';
import { hasStaffPermission, type Auth, type AuthContext } from './auth.js';

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

/** The token of `Authorization: Bearer <token>`, else of a `token` header. */
export function readToken(request: FastifyRequest): string | null {
  const authorization = request.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const token = bearer ?? headerValue(request, 'token');
  return token && token.length <= 128 ? token : null;
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
      // Frozen by staff: the agent center refuses it (opening downlines included).
      if (context.member.agent_frozen_at) throw keyedError(403, 'agent_frozen');
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
