import { staffSignOutEverywhereEndpoint } from '@app/contracts';
import { opsCall } from '../lib/ops-call';

/** POST /wps/ops/staff/sessions/logout: ends every session of this staff account. */
export const signOutEverywhere = () => opsCall(staffSignOutEverywhereEndpoint, {});
