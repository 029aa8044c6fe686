import { decideApprovalEndpoint, getApprovalsEndpoint, type EndpointBody } from '@app/contracts';
import { opsCall } from '../../../lib/ops-call';
import { useOpsQuery } from './ops-query';

/** GET /wps/ops/approvals: money actions waiting for a second staff member. */
export const useApprovals = (status: 'pending' | 'approved' | 'rejected', pageNo: number) =>
  useOpsQuery(getApprovalsEndpoint, { query: { status, pageNo } });

export const decideApproval = (id: string, body: EndpointBody<typeof decideApprovalEndpoint>) =>
  opsCall(decideApprovalEndpoint, { params: { id }, body });
