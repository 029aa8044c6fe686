import { getOpsPolicyEndpoint, updateOpsPolicyEndpoint, type EndpointBody } from '@app/contracts';
import { opsCall } from '../../../lib/ops-call';
import { useOpsQuery } from './ops-query';

/** GET/PUT /wps/ops/staff/policy: idle timeout, lockout and the four-eyes amount. */
export const useOpsPolicy = () => useOpsQuery(getOpsPolicyEndpoint, {});
export const updateOpsPolicy = (body: EndpointBody<typeof updateOpsPolicyEndpoint>) =>
  opsCall(updateOpsPolicyEndpoint, { body });
