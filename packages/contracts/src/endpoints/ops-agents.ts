import { defineEndpoint } from '../endpoint.js';
import { lazy } from './lazy.js';

// The operator console's agents (staff permission `agents`): top-level agents, the tree, moves,
// freezes, per-agent reports and the agent policy. Every change is audited with before and after.

const tag = 'operator console';

export const listOpsAgentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/agents',
  access: 'operator:agents',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'One level of the agent tree (top-level agents, or those directly below parentId), or a search',
    query: s.opsAgentListQuerySchema,
    response: s.opsAgentPageSchema,
  })),
});

export const createTopAgentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/agents',
  access: 'operator:agents',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Opens a new top-level agent account (username and password follow the registration rules)',
    body: s.createTopAgentSchema,
    response: s.opsAgentDetailSchema,
  })),
});

export const promoteMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/agents/promote',
  access: 'operator:agents',
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'Makes an existing member an agent (below its upline agent, if it has one)',
    body: s.promoteMemberSchema,
    response: s.opsAgentDetailSchema,
  })),
});

export const getOpsAgentPolicyEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/agents/policy',
  access: 'operator:agents',
  errors: [401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Rate caps of contracts offered to top agents, and the dividend rules',
    response: s.agentPolicySchema,
  })),
});

export const updateOpsAgentPolicyEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/ops/agents/policy',
  access: 'operator:agents',
  errors: [400, 401, 403],
  tag,
  schemas: lazy((s) => ({
    summary: 'Changes the rate caps and dividend rules (audited with before and after)',
    body: s.agentPolicySchema,
    response: s.agentPolicySchema,
  })),
});

export const getOpsAgentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/agents/:id',
  access: 'operator:agents',
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'An agent: its place in the tree, downline counts, contracts and recent payouts',
    params: s.opsAgentIdParamsSchema,
    response: s.opsAgentDetailSchema,
  })),
});

export const getOpsAgentReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/ops/agents/:id/report',
  access: 'operator:agents',
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: "The agent's team over a period: bets, GGR, bonus, salary and dividend cost, NGR",
    params: s.opsAgentIdParamsSchema,
    query: s.opsAgentReportQuerySchema,
    response: s.opsAgentReportSchema,
  })),
});

export const moveOpsAgentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/agents/:id/move',
  access: 'operator:agents',
  errors: [400, 401, 403, 404, 409],
  tag,
  schemas: lazy((s) => ({
    summary: 'Moves the agent and its whole subtree below another agent (or to the top level)',
    description:
      "Below itself or its own downline: 409 'agent_move_into_own_branch'. Open contracts with the previous upline end.",
    params: s.opsAgentIdParamsSchema,
    body: s.moveAgentSchema,
    response: s.opsAgentDetailSchema,
  })),
});

export const freezeOpsAgentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/ops/agents/:id/freeze',
  access: 'operator:agents',
  errors: [400, 401, 403, 404],
  tag,
  schemas: lazy((s) => ({
    summary: 'Freezes or unfreezes an agent, or its whole branch (no agent-center sign-in, no new downlines)',
    params: s.opsAgentIdParamsSchema,
    body: s.freezeAgentSchema,
    response: s.freezeResultSchema,
  })),
});
