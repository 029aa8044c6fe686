import { totpCodeBook } from '../../apps/server/src/testing/totp-codes.js';

/**
 * An authenticator code of `secret` for a 30-second step no earlier sign-in of this test used for
 * `account` (default: the secret itself): the console and the member site accept each step once.
 */
export const unusedTotpCode = totpCodeBook();
