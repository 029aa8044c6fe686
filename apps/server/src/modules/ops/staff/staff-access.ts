import type { Guard, Guards } from '../../../lib/access.js';
import type { Db } from '../../../db/database.js';
import { normalizeIp } from '../../../lib/ip-address.js';
import type { AuthContext } from '../../identity/session/auth.js';
import { checkConsoleSession } from './staff.service.js';

/**
 * The operator guard of the console: the identity guard (a staff session holding the permission), then
 * the console's own rules (second factor passed, idle timeout, the role's IP allow-list).
 */
export function staffGuards(db: Db, operatorGuard: Guard | undefined): Guards {
  if (!operatorGuard) throw new Error('the identity domain provides no operator guard');
  return {
    async operator(request, rule) {
      const context = (await operatorGuard(request, rule)) as AuthContext;
      await checkConsoleSession(db, context, normalizeIp(request.ip));
      return context;
    },
  };
}
