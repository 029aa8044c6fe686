import { crashConfig, CRASH_DEFAULT_RTP_BP } from '../crash/crash.js';
import { fishConfig, FISH_DEFAULT_RTP_BP } from '../fish/fish.js';
import { kenoConfig, KENO_DEFAULT_RTP_BP } from '../keno/keno.js';
import { plinkoConfig, PLINKO_DEFAULT_RTP_BP } from '../plinko/plinko.js';
import { scratchConfig, SCRATCH_DEFAULT_RTP_BP } from '../scratch/scratch.js';
import { hashString } from '../random/seeded-random.js';
import { tableConfigIds } from '../rounds/table-configs.js';
import type { EngineId } from '../rounds/types.js';
import { slotConfigFor } from '../slots/config.js';
import { videoPokerConfigIds } from '../video-poker/video-poker.js';

/** The catalog fields the mapping reads (names as in the platform's game table). */
export interface CatalogGame {
  gameType: string;
  gameCode: string;
  gameClassify?: string | null;
  lines?: number | null;
  /** Declared RTP in basis points (9612 = 96.12%). */
  rtpBp?: number | null;
}

export interface GameSetup {
  engine: EngineId;
  configId: string;
}

/** Slot games listed without a line count play 25 lines. */
export const DEFAULT_SLOT_LINES = 25;
export const DEFAULT_SLOT_RTP_BP = 9600;

/**
 * Which house engine plays a catalog game (cheap: no configuration is built):
 * - RNG slots (no sub-type, or JP): slots;
 * - RNG table games (TG), LIVE and PVP: baccarat, or dragon tiger when the game code says so
 *   (other card games alternate between the two by a hash of the code);
 * - RNG sub-types with a game of their own: SC scratch cards, AC arcade (crash when the code names
 *   a crash game, else plinko), BG bingo (keno), VP video poker (jacks or better);
 * - other RNG sub-types: crash;
 * - FISH: the fishing game.
 * Lottery, sports and other types are not house games: null.
 */
export function houseEngineFor(
  game: Pick<CatalogGame, 'gameType' | 'gameCode' | 'gameClassify'>,
): EngineId | null {
  switch (game.gameType) {
    case 'RNG':
      if (game.gameClassify === 'TG') return tableEngineFor(game.gameCode);
      if (!game.gameClassify || game.gameClassify === 'JP') return 'slots';
      if (game.gameClassify === 'AC' && crashNames.test(game.gameCode)) return 'crash';
      return subTypeEngines[game.gameClassify] ?? 'crash';
    case 'LIVE':
    case 'PVP':
      return tableEngineFor(game.gameCode);
    case 'FISH':
      return 'fish';
    default:
      return null;
  }
}

/** Arcade games named as crash games (multiplier rises until it crashes). */
const crashNames = /crash|dash|limbo|aviator|rocket|jet/i;

const subTypeEngines: Record<string, EngineId> = {
  SC: 'scratch',
  AC: 'plinko',
  BG: 'keno',
  VP: 'video-poker',
};

/**
 * The engine of a catalog game (houseEngineFor) and its configuration: slots by line count, themed by
 * the game code and tuned to the declared RTP; the others keep the declared RTP when the catalog has
 * one (defaults: crash and plinko 99%, fishing and scratch 96%, keno 95%).
 */
export function gameSetupFor(game: CatalogGame): GameSetup | null {
  const engine = houseEngineFor(game);
  const rtpBp = game.rtpBp ?? null;
  switch (engine) {
    case null:
      return null;
    case 'slots':
      return {
        engine,
        configId: slotConfigFor(game.gameCode, game.lines ?? DEFAULT_SLOT_LINES, rtpBp ?? DEFAULT_SLOT_RTP_BP)
          .id,
      };
    case 'baccarat':
    case 'dragon-tiger':
      return { engine, configId: tableConfigIds[engine] };
    case 'crash':
      return { engine, configId: crashConfig(rtpBp ?? CRASH_DEFAULT_RTP_BP).id };
    case 'fish':
      return { engine, configId: fishConfig(rtpBp ?? FISH_DEFAULT_RTP_BP).id };
    case 'scratch':
      return { engine, configId: scratchConfig(rtpBp ?? SCRATCH_DEFAULT_RTP_BP).id };
    case 'plinko':
      return { engine, configId: plinkoConfig(rtpBp ?? PLINKO_DEFAULT_RTP_BP).id };
    case 'keno':
      return { engine, configId: kenoConfig(rtpBp ?? KENO_DEFAULT_RTP_BP).id };
    case 'video-poker':
      // One fixed pay table: its return is that of the best play, not a declared figure.
      return { engine, configId: videoPokerConfigIds.jacksOrBetter };
  }
}

function tableEngineFor(gameCode: string): 'baccarat' | 'dragon-tiger' {
  const code = gameCode.toLowerCase();
  if (code.includes('dragon') || code.includes('tiger')) return 'dragon-tiger';
  return code.includes('baccarat') || hashString(code) % 2 === 0 ? 'baccarat' : 'dragon-tiger';
}
