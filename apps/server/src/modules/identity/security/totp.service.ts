import type { RecoveryCodes, TotpSetup } from '@app/contracts';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../../../db/database.js';
import { fieldError, keyedError } from '../../../lib/app-errors.js';
import { verifyPassword } from '../../../lib/password-hash.js';
import { newReadableCode, sha256Hex } from '../../../lib/secure-token.js';
import { getSetting } from '../../platform/system/system.service.js';
import type { Member } from '../member/member.service.js';
import { securityCodeLock } from './failure-lock.js';
import * as repo from './security.repository.js';
import { openTotpSecret, sealTotpSecret, type TotpKeyConfig } from '../../../lib/totp-secret.js';

const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const recoveryHash = (memberId: string, code: string) =>
  sha256Hex(`totp-recovery:${memberId}:${normaliseRecoveryCode(code)}`);

export async function isTotpEnabled(db: Db, memberId: string): Promise<boolean> {
  return (await repo.findTotp(db, memberId))?.enabled_at != null;
}

/**
 * Whether an app code is right for `secret`, one step either side for clock drift, and later than the
 * last accepted step (a code seen once, on screen or on the wire, never works again).
 */
async function acceptAppCode(
  db: Db,
  config: TotpKeyConfig,
  memberId: string,
  stored: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const secret = openTotpSecret(config, 'member_totp', memberId, stored);
  if (secret === null || !/^[0-9]{6}$/.test(code)) return false;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
  return repo.acceptStep(db, memberId, step);
}

/**
 * Checks an app code or a recovery code of an enabled authenticator, counting wrong ones toward the
 * security lock (5 in 15 minutes). Answers false for a wrong code instead of throwing, so the login
 * challenge can answer its own error; throws only the lock.
 */
export async function checkTotpProof(
  db: Db,
  config: TotpKeyConfig,
  memberId: string,
  proof: string,
  now = new Date(),
): Promise<boolean> {
  await securityCodeLock.refuseWhileLocked(db, memberId);
  const totp = await repo.findTotp(db, memberId);
  const accepted =
    totp?.enabled_at != null &&
    ((await acceptAppCode(db, config, memberId, totp.secret, proof.trim(), now)) ||
      (await repo.useRecoveryCode(db, memberId, recoveryHash(memberId, proof), now)));
  if (!accepted) {
    const lockedError = await securityCodeLock.recordFailure(db, memberId);
    if (lockedError) throw lockedError;
    return false;
  }
  await securityCodeLock.clear(db, memberId);
  return true;
}

/** Step 1: a new secret for the app, after the login password (a stolen session alone cannot set one). */
export async function startTotpSetup(
  db: Db,
  config: TotpKeyConfig,
  member: Member,
  password: string,
): Promise<TotpSetup> {
  if (await isTotpEnabled(db, member.id)) throw keyedError(400, 'totp_already_enabled');
  await securityCodeLock.refuseWhileLocked(db, member.id);
  if (!(await verifyPassword(member.password_hash, password))) {
    await securityCodeLock.countFailure(db, member.id, fieldError('password', 'login_password_incorrect'));
  }
  const secret = new Secret({ size: 20 }).base32;
  if (
    !(await repo.upsertPendingTotp(db, member.id, sealTotpSecret(config, 'member_totp', member.id, secret)))
  )
    throw keyedError(400, 'totp_already_enabled');
  const { siteName } = await getSetting(db, 'resources');
  return { secret, otpauthUri: totpOf(secret, member.username, siteName).toString() };
}

/** Step 2: the first code from the app switches it on; the recovery codes are answered once, only hashes kept. */
export async function enableTotp(
  db: Db,
  config: TotpKeyConfig,
  member: Member,
  code: string,
  now = new Date(),
): Promise<RecoveryCodes> {
  const totp = await repo.findTotp(db, member.id);
  if (!totp) throw keyedError(400, 'totp_not_started');
  if (totp.enabled_at) throw keyedError(400, 'totp_already_enabled');
  await securityCodeLock.refuseWhileLocked(db, member.id);
  if (!(await acceptAppCode(db, config, member.id, totp.secret, code.trim(), now))) {
    await securityCodeLock.countFailure(db, member.id, fieldError('code', 'totp_code_invalid'));
  }
  await securityCodeLock.clear(db, member.id);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = newReadableCode(8);
    return `${raw.slice(0, 4)}-${raw.slice(4)}`;
  });
  await db.transaction().execute((trx) =>
    repo.enableTotp(
      trx,
      member.id,
      now,
      recoveryCodes.map((c) => recoveryHash(member.id, c)),
    ),
  );
  return { recoveryCodes };
}

/** Switches the app off: the login password and an app or recovery code. */
export async function disableTotp(
  db: Db,
  config: TotpKeyConfig,
  member: Member,
  input: { password: string; code: string },
): Promise<void> {
  if (!(await isTotpEnabled(db, member.id))) throw keyedError(400, 'totp_not_enabled');
  await securityCodeLock.refuseWhileLocked(db, member.id);
  if (!(await verifyPassword(member.password_hash, input.password))) {
    await securityCodeLock.countFailure(db, member.id, fieldError('password', 'login_password_incorrect'));
  }
  if (!(await checkTotpProof(db, config, member.id, input.code)))
    throw fieldError('code', 'totp_code_invalid');
  await repo.deleteTotp(db, member.id);
}

export function recoveryCodesLeft(db: Db, memberId: string): Promise<number> {
  return repo.countRecoveryCodesLeft(db, memberId);
}
