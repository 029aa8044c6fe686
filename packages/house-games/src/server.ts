/** Server-only entry: everything that needs node:crypto (seeds, the fair stream, verification). */
export {
  assertServerSeed,
  createClientSeed,
  createSeedCommitment,
  createServerSeed,
  hashServerSeed,
  type SeedCommitment,
} from './server/seeds.js';
export { createFairRandom } from './server/fair-random.js';
export {
  playFairRound,
  revealRound,
  verifyRound,
  type RoundSeeds,
  type RoundVerification,
} from './server/rounds.js';
