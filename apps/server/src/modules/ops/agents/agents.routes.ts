import {
  createTopAgentEndpoint,
  freezeOpsAgentEndpoint,
  getOpsAgentEndpoint,
  getOpsAgentPolicyEndpoint,
  getOpsAgentReportEndpoint,
  listOpsAgentsEndpoint,
  moveOpsAgentEndpoint,
  offerOperatorContractEndpoint,
  promoteMemberEndpoint,
  updateOpsAgentPolicyEndpoint,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import { getAgentPolicy } from '../../agents/contracts/agent-policy.js';
import type { AuthContext } from '../../identity/session/auth.js';
import { offerWithChecks, updateAgentPolicy } from './agent-contracts.service.js';
import {
  createTopAgent,
  freezeAgent,
  getAgentDetail,
  getAgentReport,
  listAgents,
  moveAgent,
  promoteMember,
} from './agents.service.js';

/** The console's agents (permission `agents`): every change audited with before and after. */
export const opsAgentsRoutes = endpointRoutes<ModuleDeps>(({ db, clientOf }) => {
  const actor = (principal: AuthContext, request: FastifyRequest) => ({
    staffId: principal.member.id,
    staffUsername: principal.member.username,
    ip: clientOf(request).ip,
  });
  return [
    route(listOpsAgentsEndpoint, async ({ query }) => {
      const { list, total } = await listAgents(db, query);
      return toPage(list, total, query);
    }),
    route(createTopAgentEndpoint, ({ body, principal, request }) =>
      createTopAgent(db, body, actor(principal, request)),
    ),
    route(promoteMemberEndpoint, ({ body, principal, request }) =>
      promoteMember(db, body, actor(principal, request)),
    ),
    route(getOpsAgentPolicyEndpoint, () => getAgentPolicy(db)),
    route(updateOpsAgentPolicyEndpoint, ({ body, principal, request }) =>
      updateAgentPolicy(db, body, actor(principal, request)),
    ),
    route(getOpsAgentEndpoint, ({ params }) => getAgentDetail(db, params.id)),
    route(getOpsAgentReportEndpoint, ({ params, query }) => getAgentReport(db, params.id, query)),
    route(moveOpsAgentEndpoint, ({ params, body, principal, request }) =>
      moveAgent(db, params.id, body, actor(principal, request)),
    ),
    route(freezeOpsAgentEndpoint, ({ params, body, principal, request }) =>
      freezeAgent(db, params.id, body, actor(principal, request)),
    ),
    route(offerOperatorContractEndpoint, ({ body, principal, request }) =>
      offerWithChecks(db, body, actor(principal, request)),
    ),
  ];
});
