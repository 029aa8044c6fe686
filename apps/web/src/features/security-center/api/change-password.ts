import { changePasswordEndpoint, type ChangePasswordRequest } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** Changes the login password: every session ends and a fresh login is answered. */
export const changePassword = (body: ChangePasswordRequest) => callEndpoint(changePasswordEndpoint, { body });
