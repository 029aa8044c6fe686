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
  type EndpointBody,
} from '@app/contracts';
import { useOpsQuery } from '../../../lib/ops/ops-query';
import { opsCall } from '../../../lib/ops/ops-call';

/** GET /wps/ops/agents: one level of the tree (top level without parentId), or a search. */
export const useAgentLevel = (
  filter: { parentId?: string | undefined; q?: string | undefined },
  pageNo: number,
  enabled = true,
) => useOpsQuery(listOpsAgentsEndpoint, { query: { ...filter, pageNo } }, { enabled });

export const useAgent = (id: string) => useOpsQuery(getOpsAgentEndpoint, { params: { id } });

export const useAgentReport = (id: string, period: { from?: string | undefined; to?: string | undefined }) =>
  useOpsQuery(getOpsAgentReportEndpoint, { params: { id }, query: period });

export const useAgentPolicy = () => useOpsQuery(getOpsAgentPolicyEndpoint, {});

export const createTopAgent = (body: EndpointBody<typeof createTopAgentEndpoint>) =>
  opsCall(createTopAgentEndpoint, { body });

export const promoteMember = (body: EndpointBody<typeof promoteMemberEndpoint>) =>
  opsCall(promoteMemberEndpoint, { body });

export const moveAgent = (id: string, body: EndpointBody<typeof moveOpsAgentEndpoint>) =>
  opsCall(moveOpsAgentEndpoint, { params: { id }, body });

export const freezeAgent = (id: string, body: EndpointBody<typeof freezeOpsAgentEndpoint>) =>
  opsCall(freezeOpsAgentEndpoint, { params: { id }, body });

export const offerContract = (body: EndpointBody<typeof offerOperatorContractEndpoint>) =>
  opsCall(offerOperatorContractEndpoint, { body });

export const saveAgentPolicy = (body: EndpointBody<typeof updateOpsAgentPolicyEndpoint>) =>
  opsCall(updateOpsAgentPolicyEndpoint, { body });
