import {
  getOpsPolicyEndpoint,
  getStaffAccountsEndpoint,
  getStaffMeEndpoint,
  getStaffRolesEndpoint,
  inviteStaffEndpoint,
  saveStaffRoleEndpoint,
  staffAcceptInviteEndpoint,
  staffEnrolEndpoint,
  staffLoginEndpoint,
  staffSignOutOthersEndpoint,
  updateOpsPolicyEndpoint,
  updateStaffEndpoint,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import type { AuthContext } from '../../identity/session/auth.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import { getOpsPolicy, saveOpsPolicy } from './ops-policy.service.js';
import {
  acceptInvite,
  enrolSecondFactor,
  getStaffProfile,
  inviteStaff,
  listStaffAccounts,
  listStaffRoles,
  saveStaffRole,
  signOutOthers,
  staffLogin,
  updateStaff,
} from './staff.service.js';

/** Staff sign-in with a second factor, staff accounts and roles, the console's own policy. */
export const staffRoutes = endpointRoutes<ModuleDeps>(({ db, config, clientOf }) => {
  const actor = (principal: AuthContext, request: FastifyRequest): AuditActor => ({
    staffId: principal.member.id,
    staffUsername: principal.member.username,
    ip: clientOf(request).ip,
  });
  return [
    route(staffLoginEndpoint, ({ body, request }) => staffLogin(db, config, body, clientOf(request))),
    route(staffEnrolEndpoint, ({ body, request }) => enrolSecondFactor(db, config, body, clientOf(request))),
    route(staffAcceptInviteEndpoint, ({ body, request }) => acceptInvite(db, body, clientOf(request))),
    route(getStaffMeEndpoint, ({ principal, request }) =>
      getStaffProfile(db, principal, clientOf(request).ip),
    ),
    route(staffSignOutOthersEndpoint, async ({ principal, request }) => {
      await signOutOthers(db, principal, clientOf(request));
      return null;
    }),
    route(getStaffRolesEndpoint, () => listStaffRoles(db)),
    route(saveStaffRoleEndpoint, ({ body, principal, request }) =>
      saveStaffRole(db, body, actor(principal, request)),
    ),
    route(getStaffAccountsEndpoint, () => listStaffAccounts(db)),
    route(inviteStaffEndpoint, ({ body, principal, request }) =>
      inviteStaff(db, body, actor(principal, request)),
    ),
    route(updateStaffEndpoint, ({ params, body, principal, request }) =>
      updateStaff(db, params.id, body, actor(principal, request)),
    ),
    route(getOpsPolicyEndpoint, () => getOpsPolicy(db)),
    route(updateOpsPolicyEndpoint, async ({ body, principal, request }) => {
      const { before, after } = await saveOpsPolicy(db, body);
      await recordAudit(db, actor(principal, request), { action: 'config.ops_policy', before, after });
      return after;
    }),
  ];
});
