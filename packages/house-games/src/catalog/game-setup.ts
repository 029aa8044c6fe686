import { crashConfig, CRASH_DEFAULT_RTP_BP } from '../crash/crash.js';
import { fishConfig, FISH_DEFAULT_RTP_BP } from '../fish/fish.js';
import { kenoConfig, KENO_DEFAULT_RTP_BP } from '../keno/keno.js';
import { plinkoConfig, PLINKO_DEFAULT_RTP_BP } from '../plinko/plinko.js';
import { scratchConfig, SCRATCH_DEFAULT_RTP_BP } from '../scratch/scratch.js';
import { hashString } from '../random/seeded-random.js';
import { tableConfigIds } from '../rounds/table-configs.js';
import type { EngineId } from '../rounds/types.js';
import { slotConfigFor } from '../slots/config.js';

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
 * Which house engine plays a catalog game, and with which configuration:
 * - RNG slots (no sub-type, or JP): the slot engine, by line count, tuned to the declared RTP;
 * - RNG table games (TG), LIVE and PVP: baccarat, or dragon tiger when the game code says so
 *   (other card games alternate between the two by a hash of the code);
 * - RNG sub-types with a game of their own: SC scratch cards, AC arcade (plinko), BG bingo (keno);
 * - other RNG sub-types (VP video poker): crash;
 * - FISH: the fishing game.
 * These keep the declared RTP when the catalog has one (defaults: crash and plinko 99%, fishing and
 * scratch 96%, keno 95%). Lottery,
 * sports and other types are not house games: null.
 */
export function gameSetupFor(game: CatalogGame): GameSetup | null {
  const rtpBp = game.rtpBp ?? null;
  switch (game.gameType) {
    case 'RNG':
      if (game.gameClassify === 'TG') return tableSetupFor(game.gameCode);
      if (!game.gameClassify || game.gameClassify === 'JP') {
        const config = slotConfigFor(
          game.gameCode,
          game.lines ?? DEFAULT_SLOT_LINES,
          rtpBp ?? DEFAULT_SLOT_RTP_BP,
        );
        return { engine: 'slots', configId: config.id };
      }
      switch (game.gameClassify) {
        case 'SC':
          return { engine: 'scratch', configId: scratchConfig(rtpBp ?? SCRATCH_DEFAULT_RTP_BP).id };
        case 'AC':
          return { engine: 'plinko', configId: plinkoConfig(rtpBp ?? PLINKO_DEFAULT_RTP_BP).id };
        case 'BG':
          return { engine: 'keno', configId: kenoConfig(rtpBp ?? KENO_DEFAULT_RTP_BP).id };
        default:
          return { engine: 'crash', configId: crashConfig(rtpBp ?? CRASH_DEFAULT_RTP_BP).id };
      }
    case 'LIVE':
    case 'PVP':
      return tableSetupFor(game.gameCode);
    case 'FISH':
      return { engine: 'fish', configId: fishConfig(rtpBp ?? FISH_DEFAULT_RTP_BP).id };
    default:
      return null;
  }
}

function tableSetupFor(gameCode: string): GameSetup {
  const code = gameCode.toLowerCase();
  const engine =
    code.includes('dragon') || code.includes('tiger')
      ? 'dragon-tiger'
      : code.includes('baccarat') || hashString(code) % 2 === 0
        ? 'baccarat'
        : 'dragon-tiger';
  return { engine, configId: tableConfigIds[engine] };
}
