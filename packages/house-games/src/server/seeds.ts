import { createHash, randomBytes } from 'node:crypto';
import { isValidServerSeed } from '../rounds/seed-format.js';

/** A fresh server seed: 32 bytes from the operating system's CSPRNG, as 64 lowercase hex digits. */
export function createServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed for players who do not choose one: 16 random bytes as hex. */
export function createClientSeed(): string {
  return randomBytes(16).toString('hex');
}

export function assertServerSeed(serverSeed: string): Buffer {
  if (!isValidServerSeed(serverSeed)) throw new TypeError('server seed must be 64 lowercase hex digits');
  return Buffer.from(serverSeed, 'hex');
}

/** The commitment published before play: SHA-256 of the seed's 32 raw bytes, in hex. */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(assertServerSeed(serverSeed)).digest('hex');
}

export interface SeedCommitment {
  serverSeed: string;
  serverSeedHash: string;
}

export function createSeedCommitment(): SeedCommitment {
  const serverSeed = createServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}
