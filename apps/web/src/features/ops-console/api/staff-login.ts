import { staffEnrolEndpoint, staffLoginEndpoint, type EndpointBody } from '@app/contracts';
import { opsCall } from '../../../lib/ops-call';

/** POST /wps/ops/staff/login: password, then the authenticator code or a recovery code. */
export const staffLogin = (body: EndpointBody<typeof staffLoginEndpoint>) =>
  opsCall(staffLoginEndpoint, { body });

/** POST /wps/ops/staff/enrol: confirms a new authenticator with its first code. */
export const staffEnrol = (body: EndpointBody<typeof staffEnrolEndpoint>) =>
  opsCall(staffEnrolEndpoint, { body });
