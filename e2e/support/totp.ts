import { totpCode } from '../../apps/server/src/modules/ops/staff/totp.js';

const STEP_MS = 30_000;
const lastStep = new Map<string, number>();

/**
 * An authenticator code of `secret` for a 30-second step no earlier sign-in of this test used (the
 * console accepts each step once). It takes the next step while the server still accepts it (one step
 * of drift), else waits for a fresh one.
 */
export async function unusedTotpCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / STEP_MS);
  let step = Math.max(now, (lastStep.get(secret) ?? -1) + 1);
  if (step > now + 1) {
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_MS - Date.now() + 50));
    step = Math.floor(Date.now() / STEP_MS);
  }
  lastStep.set(secret, step);
  return totpCode(secret, step * STEP_MS);
}
