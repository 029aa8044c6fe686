import {
  decideAgentApprovalEndpoint,
  decideApprovalEndpoint,
  getAgentApprovalsEndpoint,
  getApprovalsEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import { decideApprovalRequest, listApprovalRequests } from './approval.service.js';

/** Each kind's queue: its endpoints declare the permission deciding that kind takes (approvalPermissions). */
const queues = [
  { kind: 'adjustment', list: getApprovalsEndpoint, decide: decideApprovalEndpoint },
  { kind: 'agent_contract', list: getAgentApprovalsEndpoint, decide: decideAgentApprovalEndpoint },
] as const;

/** Four eyes: actions above the policy's limits wait here for a second staff member. */
export const approvalRoutes = endpointRoutes<ModuleDeps>(({ db, clientOf }) =>
  queues.flatMap(({ kind, list, decide }) => [
    route(list, async ({ query }) => {
      const { list: rows, total } = await listApprovalRequests(db, kind, query);
      return toPage(rows, total, query);
    }),
    route(decide, ({ params, body, principal, request }) =>
      decideApprovalRequest(db, kind, params.id, body, {
        staffId: principal.member.id,
        staffUsername: principal.member.username,
        ip: clientOf(request).ip,
        member: principal.member,
      }),
    ),
  ]),
);
