import { canonicalJson } from '../rounds/canonical-json.js';
import { playRound } from '../rounds/play-round.js';
import type { PlayedRound, RoundRecord, RoundRequest } from '../rounds/types.js';
import { createFairRandom } from './fair-random.js';
import { hashServerSeed } from './seeds.js';

export interface RoundSeeds {
  /** The committed server seed (64 hex digits); its hash must have been shown before play. */
  serverSeed: string;
  clientSeed: string;
  /** Round counter of this seed pair; never reuse a nonce with the same seeds. */
  nonce: number;
}

/**
 * Plays a round from the fair HMAC stream and returns its record. With `reveal` the server seed is in
 * the record at once (one seed per round); otherwise add it later with `revealRound`.
 */
export function playFairRound(
  request: RoundRequest,
  seeds: RoundSeeds,
  options: { reveal?: boolean } = {},
): RoundRecord {
  const played = playRound(request, createFairRandom(seeds.serverSeed, seeds.clientSeed, seeds.nonce));
  const proof = {
    serverSeedHash: hashServerSeed(seeds.serverSeed),
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    ...(options.reveal ? { serverSeed: seeds.serverSeed } : {}),
  };
  return { ...played, version: 1, proof };
}

/** Adds the revealed server seed to a record, refusing one that does not match the published hash. */
export function revealRound(record: RoundRecord, serverSeed: string): RoundRecord {
  if (hashServerSeed(serverSeed) !== record.proof.serverSeedHash)
    throw new Error('server seed does not match its hash');
  return { ...record, proof: { ...record.proof, serverSeed } };
}

export interface RoundVerification {
  valid: boolean;
  /** Why verification failed; empty when valid. */
  problems: string[];
  /** The round as recomputed from the seeds, when it could be replayed. */
  replay?: PlayedRound;
}

/**
 * What anyone can check once the server seed is revealed: the seed hashes to the hash published before
 * play, and replaying the round from (serverSeed, clientSeed, nonce) gives exactly the recorded bet
 * outcome, stake and win.
 */
export function verifyRound(record: RoundRecord, serverSeed?: string): RoundVerification {
  const problems: string[] = [];
  try {
    const seed = serverSeed ?? record.proof.serverSeed;
    if (seed === undefined) return { valid: false, problems: ['the server seed has not been revealed yet'] };
    if (hashServerSeed(seed) !== record.proof.serverSeedHash) {
      problems.push('the server seed does not hash to the published server seed hash');
    }
    const request = { engine: record.engine, configId: record.configId, bet: record.bet } as RoundRequest;
    const replay = playRound(request, createFairRandom(seed, record.proof.clientSeed, record.proof.nonce));
    for (const field of ['outcome', 'stake', 'win'] as const) {
      if (canonicalJson(replay[field]) !== canonicalJson(record[field])) {
        problems.push(`the recorded ${field} differs from the replayed round`);
      }
    }
    return { valid: problems.length === 0, problems, replay };
  } catch (error) {
    return {
      valid: false,
      problems: [...problems, `the round cannot be replayed: ${(error as Error).message}`],
    };
  }
}
