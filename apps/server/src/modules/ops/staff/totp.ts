import { Secret, TOTP } from 'otpauth';

/** RFC 6238 codes as every authenticator app makes them: SHA-1, 6 digits, 30 seconds. */
function totpOf(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: 'Operator console',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh 160-bit secret, base32 (what an authenticator app is given). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUrl(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/**
 * The 30-second step a code belongs to when it is right now (one step of clock drift either way), else
 * null. The caller accepts each step once.
 */
export function totpCodeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 30_000) + delta;
}

/** The code of a secret at a time (tests, the demo seed's printout). */
export function totpCode(secret: string, now = Date.now()): string {
  return totpOf(secret).generate({ timestamp: now });
}
