import type { RandomSource } from '@app/house-games';
import { createFairRandom, createSeedCommitment } from '@app/house-games/server';
import type { Db } from '../../../db/database.js';
import * as repo from './fair-draw.repository.js';

export type { DrawPurpose } from './fair-draw.repository.js';
type DrawPurpose = repo.DrawPurpose;

/** What a draw keeps so anyone can re-run it once the seed is revealed. */
export interface DrawProof {
  seedId: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** The member's client seed: fixed per member, so a draw's stream depends on who drew it. */
export const clientSeedOf = (memberId: string): string => `member-${memberId}`;

/**
 * The fair random stream of the next draw of `purpose`: HMAC of the committed server seed over the
 * member's client seed and the next nonce (commit-reveal as in the house games). The seed row stays
 * locked until the caller's transaction ends, so nonces never repeat.
 */
export async function nextFairDraw(
  trx: Db,
  purpose: DrawPurpose,
  clientSeed: string,
): Promise<{ rng: RandomSource; proof: DrawProof }> {
  let seed = await repo.takeNonce(trx, purpose);
  if (!seed) {
    const { serverSeed, serverSeedHash } = createSeedCommitment();
    await repo.insertSeed(trx, purpose, serverSeed, serverSeedHash);
    seed = await repo.takeNonce(trx, purpose);
    if (!seed) throw new Error(`no fair seed for ${purpose}`);
  }
  const nonce = Number(seed.next_nonce);
  return {
    rng: createFairRandom(seed.server_seed, clientSeed, nonce),
    proof: { seedId: seed.id, serverSeedHash: seed.server_seed_hash, clientSeed, nonce },
  };
}

/** Reveals the purpose's current seed (its draws become verifiable); the next draw commits a new one. */
export async function rotateSeed(db: Db, purpose: DrawPurpose): Promise<void> {
  await repo.revealCurrent(db, purpose);
}

export interface SeedView {
  serverSeedHash: string;
  /** Shown once the seed is rotated out. */
  serverSeed: string | null;
}

/** The seeds of some draws, keyed by id; the server seed only once revealed. */
export async function seedViews(db: Db, ids: readonly string[]): Promise<Map<string, SeedView>> {
  const rows = await repo.findSeeds(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      { serverSeedHash: row.server_seed_hash, serverSeed: row.revealed_at ? row.server_seed : null },
    ]),
  );
}
