import { createHmac } from 'node:crypto';
import { createBlockRandom } from '../random/block-random.js';
import type { RandomSource } from '../random/random-source.js';
import { isValidClientSeed } from '../rounds/seed-format.js';
import { assertServerSeed } from './seeds.js';

/** The fair word stream of one round: HMAC-SHA256(serverSeed bytes, `${clientSeed}:${nonce}:${cursor}`). */
export function createFairRandom(serverSeed: string, clientSeed: string, nonce: number): RandomSource {
  const key = assertServerSeed(serverSeed);
  if (!isValidClientSeed(clientSeed)) throw new TypeError('client seed must be 1-64 printable characters');
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  return createBlockRandom((cursor) =>
    createHmac('sha256', key).update(`${clientSeed}:${nonce}:${cursor}`).digest(),
  );
}
