import { logoutEndpoint, staffSignOutOthersEndpoint } from '@app/contracts';
import { opsCall } from '../../../lib/ops-call';

/** Sign out everywhere: every other session of this staff account, then this one. */
export async function signOutEverywhere(): Promise<void> {
  await opsCall(staffSignOutOthersEndpoint, {});
  await opsCall(logoutEndpoint, {});
}
