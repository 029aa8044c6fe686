import type { AppConfig } from '../config.js';
import { openSecret, sealSecret, secretBoxKey } from './secret-box.js';

/** What sealing a TOTP secret needs from the configuration. */
export type TotpKeyConfig = Pick<AppConfig, 'TOTP_ENCRYPTION_KEY'>;

/** The rows that keep an authenticator secret; with the member's id, the sealed value's context. */
export type TotpSecretTable = 'member_totp' | 'staff_account' | 'staff_ticket';

const keys = new Map<string, Buffer>();
function keyOf(config: TotpKeyConfig): Buffer {
  let key = keys.get(config.TOTP_ENCRYPTION_KEY);
  if (!key) {
    key = secretBoxKey(config.TOTP_ENCRYPTION_KEY, 'totp');
    keys.set(config.TOTP_ENCRYPTION_KEY, key);
  }
  return key;
}

export const sealTotpSecret = (
  config: TotpKeyConfig,
  table: TotpSecretTable,
  memberId: string,
  secret: string,
): string => sealSecret(keyOf(config), secret, `${table}:${memberId}`);

/**
 * The base32 secret of a stored value, or null when it does not open (another key, another row, not
 * sealed): such an authenticator accepts no code rather than failing the request.
 */
export function openTotpSecret(
  config: TotpKeyConfig,
  table: TotpSecretTable,
  memberId: string,
  stored: string,
): string | null {
  try {
    return openSecret(keyOf(config), stored, `${table}:${memberId}`);
  } catch {
    return null;
  }
}
