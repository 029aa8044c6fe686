import { randomBytes } from 'node:crypto';
import { consumeOnce, countAttempt } from '../../../db/single-use-rows.js';
import type { Db } from '../../../db/database.js';
import { fieldError } from '../../../lib/app-errors.js';
import { equalHex, newNumericCode, sha256Hex } from '../../../lib/secure-token.js';
import * as repo from './verification.repository.js';

export const CODE_LENGTH = 6;

export type CodePurpose =
  'register' | 'login' | 'resetPassword' | 'loginChallenge' | 'bindMobile' | 'bindEmail';
export type CodeChannel = 'sms' | 'email';

export interface CodeTarget {
  purpose: CodePurpose;
  destination: string;
}

// The salt and the purpose/destination binding make a stored hash useless for any other code row.
const hashCode = (salt: string, target: CodeTarget, code: string) =>
  sha256Hex(`${salt}:${target.purpose}:${target.destination}:${code}`);

/** Creates a 6-digit code for the target and returns it (to be sent); only its salted hash is stored. */
export async function issueCode(
  db: Db,
  target: CodeTarget & { channel: CodeChannel },
  ttlSeconds: number,
  now = new Date(),
): Promise<string> {
  const code = newNumericCode(CODE_LENGTH);
  const salt = randomBytes(16).toString('hex');
  await repo.insertCode(db, {
    purpose: target.purpose,
    channel: target.channel,
    destination: target.destination,
    code_hash: hashCode(salt, target, code),
    salt,
    expires_at: new Date(now.getTime() + ttlSeconds * 1000),
    created_at: now,
  });
  return code;
}

/**
 * Checks a code and returns its id for `consumeCode`. Every check counts against the code's
 * attempts; once they are used up, or the code expired, a new code must be requested.
 */
export async function verifyCode(
  db: Db,
  target: CodeTarget,
  code: string,
  maxAttempts: number,
  now = new Date(),
  field = 'verificationCode',
): Promise<string> {
  const stored = await repo.findLatestCode(db, target.purpose, target.destination);
  if (!stored) throw fieldError(field, 'verification_code_invalid');
  if (new Date(stored.expires_at) <= now) throw fieldError(field, 'verification_code_expired');
  if (!(await countAttempt(db, 'verification_code', stored.id, maxAttempts)))
    throw fieldError(field, 'verification_code_expired');
  if (!/^[0-9]{6}$/.test(code) || !equalHex(stored.code_hash, hashCode(stored.salt, target, code))) {
    throw fieldError(field, 'verification_code_invalid');
  }
  return stored.id;
}

/** Uses the code up; inside a transaction, a rollback gives it back. */
export async function consumeCode(
  db: Db,
  codeId: string,
  now = new Date(),
  field = 'verificationCode',
): Promise<void> {
  if (!(await consumeOnce(db, 'verification_code', codeId, now)))
    throw fieldError(field, 'verification_code_invalid');
}

/** verifyCode then consumeCode, for flows with nothing else to roll back. */
export async function useCode(
  db: Db,
  target: CodeTarget,
  code: string,
  maxAttempts: number,
  field?: string,
): Promise<void> {
  const id = await verifyCode(db, target, code, maxAttempts, new Date(), field);
  await consumeCode(db, id, new Date(), field);
}
