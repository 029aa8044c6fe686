import { baccaratOdds, type BaccaratOdds } from '../baccarat/odds.js';
import { crashConfigById, type CrashConfig } from '../crash/crash.js';
import { dragonTigerOdds, type DragonTigerOdds } from '../dragon-tiger/odds.js';
import { fishConfigById, type FishConfig } from '../fish/fish.js';
import { kenoConfigById, type KenoConfig } from '../keno/keno.js';
import { plinkoConfigById, type PlinkoConfig } from '../plinko/plinko.js';
import { scratchConfigById, type ScratchConfig } from '../scratch/scratch.js';
import { slotConfigById } from '../slots/config.js';
import type { SlotConfig } from '../slots/types.js';
import { videoPokerConfigById, type VideoPokerConfig } from '../video-poker/video-poker.js';
import { assertTableConfigId, tableConfigIds } from './table-configs.js';

/** Everything a client needs to draw a game and its rules screen, from a configuration id. */
export type EngineConfig =
  | { engine: 'slots'; config: SlotConfig }
  | { engine: 'baccarat'; config: { id: string; decks: number; odds: BaccaratOdds } }
  | { engine: 'dragon-tiger'; config: { id: string; decks: number; odds: DragonTigerOdds } }
  | { engine: 'crash'; config: CrashConfig }
  | { engine: 'fish'; config: FishConfig }
  | { engine: 'scratch'; config: ScratchConfig }
  | { engine: 'plinko'; config: PlinkoConfig }
  | { engine: 'keno'; config: KenoConfig }
  | { engine: 'video-poker'; config: VideoPokerConfig };

let tableOdds: { baccarat: BaccaratOdds; dragonTiger: DragonTigerOdds } | undefined;

export function engineConfigById(configId: string): EngineConfig {
  const engine = configId.slice(0, configId.indexOf(':'));
  switch (engine) {
    case 'slots':
      return { engine, config: slotConfigById(configId) };
    case 'crash':
      return { engine, config: crashConfigById(configId) };
    case 'fish':
      return { engine, config: fishConfigById(configId) };
    case 'scratch':
      return { engine, config: scratchConfigById(configId) };
    case 'plinko':
      return { engine, config: plinkoConfigById(configId) };
    case 'keno':
      return { engine, config: kenoConfigById(configId) };
    case 'video-poker':
      return { engine, config: videoPokerConfigById(configId) };
    case 'baccarat':
    case 'dragon-tiger': {
      assertTableConfigId(engine, configId);
      tableOdds ??= { baccarat: baccaratOdds(), dragonTiger: dragonTigerOdds() };
      return engine === 'baccarat'
        ? { engine, config: { id: tableConfigIds.baccarat, decks: 8, odds: tableOdds.baccarat } }
        : { engine, config: { id: tableConfigIds['dragon-tiger'], decks: 8, odds: tableOdds.dragonTiger } };
    }
    default:
      throw new RangeError(`unknown configuration id ${configId}`);
  }
}
