import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // the package's Algorithm.Argon2id, a const enum that isolated modules cannot read

/** OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane. */
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, password-less account) it
 * still runs one verification against a throwaway hash, so both cases take about as long as a wrong
 * password and the answer time does not reveal whether a username exists.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
