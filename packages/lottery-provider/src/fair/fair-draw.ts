import { createHmac } from 'node:crypto';
import { createBlockRandom, type RandomSource } from '@app/house-games';
import { assertServerSeed, createSeedCommitment, hashServerSeed } from '@app/house-games/server';

/**
 * Commit-reveal draws. When a draw opens, a 32-byte seed is chosen and only its SHA-256 is published;
 * after the draw the seed is published and anyone can recompute both the hash and the numbers:
 *
 *   printf '%s' "$SEED" | xxd -r -p | sha256sum                                     # = the published hash
 *   printf '%s' "$GAME:$ISSUE:0" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$SEED  # block 0
 *
 * The numbers come from the blocks HMAC-SHA256(seed, `${gameCode}:${issue}:${cursor}`), cursor 0, 1, ...,
 * each read as eight big-endian 32-bit words; a number in [0, n) is `word % n`, skipping words at or above
 * the largest multiple of n below 2^32 (no modulo bias). How each game turns those into its result is in
 * games/families.ts (digits in order; distinct numbers by partial Fisher-Yates).
 */
export const createDrawCommitment = createSeedCommitment;
export { hashServerSeed as hashDrawSeed };

export function drawRandom(seed: string, gameCode: string, issue: string): RandomSource {
  const key = assertServerSeed(seed);
  return createBlockRandom((cursor) =>
    createHmac('sha256', key).update(`${gameCode}:${issue}:${cursor}`).digest(),
  );
}

export { drawDigits, drawDistinct } from './draw-numbers.js';
