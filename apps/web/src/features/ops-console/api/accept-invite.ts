import { staffAcceptInviteEndpoint } from '@app/contracts';
import { opsCall } from '../../../lib/ops-call';

/** POST /wps/ops/staff/invite/accept: the invited staff member's password. */
export const acceptInvite = (token: string, password: string) =>
  opsCall(staffAcceptInviteEndpoint, { body: { token, password } });
