import {
  getStaffAccountsEndpoint,
  getStaffRolesEndpoint,
  inviteStaffEndpoint,
  saveStaffRoleEndpoint,
  updateStaffEndpoint,
  type EndpointBody,
} from '@app/contracts';
import { opsCall } from '../../../lib/ops-call';
import { useOpsQuery } from './ops-query';

/** GET /wps/ops/staff/accounts and /roles. */
export const useStaffAccounts = () => useOpsQuery(getStaffAccountsEndpoint, {});
export const useStaffRoles = () => useOpsQuery(getStaffRolesEndpoint, {});

export const inviteStaff = (body: EndpointBody<typeof inviteStaffEndpoint>) =>
  opsCall(inviteStaffEndpoint, { body });
export const updateStaff = (id: string, body: EndpointBody<typeof updateStaffEndpoint>) =>
  opsCall(updateStaffEndpoint, { params: { id }, body });
export const saveStaffRole = (body: EndpointBody<typeof saveStaffRoleEndpoint>) =>
  opsCall(saveStaffRoleEndpoint, { body });
