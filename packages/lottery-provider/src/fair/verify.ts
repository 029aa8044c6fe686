import { isDeepStrictEqual } from 'node:util';
import { drawResult, type DrawResult, type LotteryFamily } from '../games/families.js';
import { drawRandom, hashDrawSeed } from './fair-draw.js';

/** Re-derives a revealed draw: the seed must hash to the commitment and give the published result. */
export function verifyDraw(draw: {
  gameCode: string;
  family: LotteryFamily;
  issue: string;
  seed: string;
  seedHash: string;
  result: DrawResult;
}): { seedMatchesHash: boolean; resultMatchesSeed: boolean } {
  const seedMatchesHash = /^[0-9a-f]{64}$/.test(draw.seed) && hashDrawSeed(draw.seed) === draw.seedHash;
  const resultMatchesSeed =
    seedMatchesHash &&
    isDeepStrictEqual(drawResult(draw.family, drawRandom(draw.seed, draw.gameCode, draw.issue)), draw.result);
  return { seedMatchesHash, resultMatchesSeed };
}
