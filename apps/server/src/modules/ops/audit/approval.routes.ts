import { decideApprovalEndpoint, getApprovalsEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import { decideApprovalRequest, listApprovalRequests } from './approval.service.js';

/** Four eyes: money actions above the policy amount wait here for a second staff member. */
export const approvalRoutes = endpointRoutes<ModuleDeps>(({ db, clientOf }) => [
  route(getApprovalsEndpoint, async ({ query }) => {
    const { list, total } = await listApprovalRequests(db, query);
    return toPage(list, total, query);
  }),
  route(decideApprovalEndpoint, ({ params, body, principal, request }) =>
    decideApprovalRequest(db, params.id, body, {
      staffId: principal.member.id,
      staffUsername: principal.member.username,
      ip: clientOf(request).ip,
    }),
  ),
]);
