import { playBaccaratRound } from '../baccarat/play.js';
import { crashConfigById, playCrashRound } from '../crash/crash.js';
import { playDragonTigerRound } from '../dragon-tiger/play.js';
import { fishConfigById, playFishRound } from '../fish/fish.js';
import { kenoConfigById, playKenoRound } from '../keno/keno.js';
import { playPlinkoRound, plinkoConfigById } from '../plinko/plinko.js';
import { playScratchRound, scratchConfigById } from '../scratch/scratch.js';
import type { RandomSource } from '../random/random-source.js';
import { slotConfigById } from '../slots/config.js';
import { playSlotRound } from '../slots/play.js';
import { playVideoPokerRound, videoPokerConfigById } from '../video-poker/video-poker.js';
import { assertTableConfigId } from './table-configs.js';
import type { PlayedRound, RoundRequest } from './types.js';

/**
 * Plays a round of any engine from its configuration id. Pure and deterministic: the same request and
 * the same random stream give the same round, which is what verification relies on.
 */
export function playRound(request: RoundRequest, rng: RandomSource): PlayedRound {
  switch (request.engine) {
    case 'slots':
      return { ...request, ...playSlotRound(slotConfigById(request.configId), request.bet, rng) };
    case 'baccarat':
      assertTableConfigId('baccarat', request.configId);
      return { ...request, ...playBaccaratRound(request.bet, rng) };
    case 'dragon-tiger':
      assertTableConfigId('dragon-tiger', request.configId);
      return { ...request, ...playDragonTigerRound(request.bet, rng) };
    case 'crash':
      return { ...request, ...playCrashRound(crashConfigById(request.configId), request.bet, rng) };
    case 'fish':
      return { ...request, ...playFishRound(fishConfigById(request.configId), request.bet, rng) };
    case 'scratch':
      return { ...request, ...playScratchRound(scratchConfigById(request.configId), request.bet, rng) };
    case 'plinko':
      return { ...request, ...playPlinkoRound(plinkoConfigById(request.configId), request.bet, rng) };
    case 'keno':
      return { ...request, ...playKenoRound(kenoConfigById(request.configId), request.bet, rng) };
    case 'video-poker':
      return {
        ...request,
        ...playVideoPokerRound(videoPokerConfigById(request.configId), request.bet, rng),
      };
  }
}
