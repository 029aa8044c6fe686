import { totpCode } from '../modules/ops/staff/totp.js';

const STEP_MS = 30_000;

/** Hands out authenticator codes, each of a 30-second step not yet used for its account. */
export type UnusedTotpCode = (secret: string, account?: string) => Promise<string>;

/**
 * Codes for sign-ins that accept each step once per account (staff and member authenticators): the
 * current step, then the next one while the server already accepts it (one step of drift), else a
 * wait until it does. `account` defaults to the secret (accounts sharing a secret, as the demo staff do,
 * each have their own steps).
 */
export function totpCodeBook(): UnusedTotpCode {
  const lastStep = new Map<string, number>();
  return async (secret, account = secret) => {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, (lastStep.get(account) ?? -1) + 1);
    lastStep.set(account, step);
    // A step is accepted from the one before it on (one step of drift): wait for that one to start.
    if (step > now + 1)
      await new Promise((resolve) => setTimeout(resolve, (step - 1) * STEP_MS - Date.now() + 50));
    return totpCode(secret, step * STEP_MS);
  };
}
