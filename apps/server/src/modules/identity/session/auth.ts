import { operatorMemberType, type Portal } from '@app/contracts';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import { keyedError, notLoggedIn } from '../../../lib/app-errors.js';
import { getMember, isActive, isTrial, type Member } from '../member/member.service.js';
import { authenticateToken } from './session.service.js';

export interface AuthContext {
  sessionId: string;
  member: Member;
  /** True during the member's first session. */
  firstLogin: boolean;
  portal: Portal;
}

export interface AuthOptions {
  allowTrial?: boolean;
  /** Accept a session that must change its password first (only endpoints declaring it do). */
  allowPendingPasswordChange?: boolean;
}

export interface Auth {
  /**
   * The session of a token: 401 unless live and its member active; 403 'password_change_required'
   * while the password must be changed (unless allowed); 403 for trial accounts unless `allowTrial`.
   */
  authenticate(token: string | null, options?: AuthOptions): Promise<AuthContext>;
}

export function createAuth(db: Db, config: AppConfig): Auth {
  return {
    async authenticate(token, options = {}) {
      const session = token ? await authenticateToken(db, config, token) : null;
      const member = session ? await getMember(db, session.memberId) : undefined;
      if (!session || !member || !isActive(member)) throw notLoggedIn();
      if (session.mustChangePassword && !(options.allowPendingPasswordChange ?? false)) {
        throw keyedError(403, 'password_change_required');
      }
      if (isTrial(member) && !(options.allowTrial ?? false)) throw keyedError(403, 'in_need_true_account');
      return { sessionId: session.sessionId, member, firstLogin: session.firstLogin, portal: session.portal };
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
