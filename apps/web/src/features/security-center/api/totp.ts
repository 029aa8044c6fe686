import { disableTotpEndpoint, enableTotpEndpoint, setUpTotpEndpoint } from '@app/contracts';
import { callEndpoint } from '../../../lib/endpoint-client';

/** A new secret for the authenticator app (login password first). */
export const setUpTotp = (password: string) => callEndpoint(setUpTotpEndpoint, { body: { password } });

/** The first app code switches it on; answers the recovery codes, once. */
export const enableTotp = (code: string) => callEndpoint(enableTotpEndpoint, { body: { code } });

/** Switches it off with the login password and an app or recovery code. */
export const disableTotp = (body: { password: string; code: string }) =>
  callEndpoint(disableTotpEndpoint, { body });
