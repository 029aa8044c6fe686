import {
  getMemberDetailEndpoint,
  memberActionEndpoint,
  searchMembersEndpoint,
  type EndpointBody,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops-call';
import { useOpsQuery } from './ops-query';

/** GET /wps/ops/members: members by any field. */
export const useMemberSearch = (q: string, pageNo: number) =>
  useOpsQuery(searchMembersEndpoint, { query: { q: q || undefined, pageNo } });

/** GET /wps/ops/members/:id: the member page. */
export const useMemberDetail = (id: string) => useOpsQuery(getMemberDetailEndpoint, { params: { id } });

export const memberAction = (id: string, body: EndpointBody<typeof memberActionEndpoint>) =>
  opsCall(memberActionEndpoint, { params: { id }, body });
