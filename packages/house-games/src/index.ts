/**
 * Browser-safe entry: engines, configurations, round records and display helpers. Nothing here imports
 * node:crypto; seeds, the fair HMAC stream and verification are in `@app/house-games/server`.
 */
export { assertStake, MAX_STAKE, mulDivFloor, type Minor } from './money.js';
export { assertRtpBp, RTP_RANGE_BP } from './rtp-range.js';
export { uniformFloat, uniformInt, type RandomSource } from './random/random-source.js';
export { createBlockRandom } from './random/block-random.js';
export { createSeededRandom, hashString } from './random/seeded-random.js';
export { ReturnStats } from './return-stats.js';

export type * from './slots/types.js';
export { symbolRoles } from './slots/types.js';
export {
  buildSlotConfig,
  slotConfigById,
  slotConfigFor,
  slotLayoutFor,
  slotThemeFor,
} from './slots/config.js';
export { slotFamilies } from './slots/families.js';
export { paylinesFor } from './slots/paylines.js';
export { slotThemes, type SlotTheme, type SymbolLook } from './slots/themes.js';
export { createSlotRtpModel, type SlotRtp, type SlotRtpModel } from './slots/rtp.js';
export { SlotMachine } from './slots/machine.js';
export { playSlotRound } from './slots/play.js';
export { simulateSlots } from './slots/simulate.js';

export { cardFromName, cardName, type CardCode } from './cards/cards.js';
export { Shoe } from './cards/shoe.js';
export type { TableBetResult, TableBets } from './table/settle.js';
export { baccaratBetKinds, baccaratReturnPercent, type BaccaratBetKind } from './baccarat/pays.js';
export {
  BACCARAT_DECKS,
  bankerDraws,
  baccaratValue,
  playerDraws,
  type BaccaratResult,
} from './baccarat/rules.js';
export { baccaratOdds, type BaccaratOdds } from './baccarat/odds.js';
export { playBaccaratRound, type BaccaratBets, type BaccaratOutcome } from './baccarat/play.js';
export { simulateBaccarat } from './baccarat/simulate.js';
export {
  dragonTigerBetKinds,
  dragonTigerReturnPercent,
  type DragonTigerBetKind,
  type DragonTigerResult,
} from './dragon-tiger/pays.js';
export { dragonTigerOdds, type DragonTigerOdds } from './dragon-tiger/odds.js';
export { playDragonTigerRound, type DragonTigerBets, type DragonTigerOutcome } from './dragon-tiger/play.js';
export { simulateDragonTiger } from './dragon-tiger/simulate.js';

export {
  CRASH_DEFAULT_RTP_BP,
  CRASH_MAX_POINT,
  CRASH_MAX_TARGET,
  CRASH_MIN_TARGET,
  crashConfig,
  crashConfigById,
  crashPointFrom,
  crashReachProbability,
  crashRtp,
  playCrashRound,
  type CrashBet,
  type CrashConfig,
  type CrashOutcome,
} from './crash/crash.js';
export { simulateCrash } from './crash/simulate.js';
export { fishTypeById, fishTypes, type FishType } from './fish/fish-types.js';
export {
  FISH_DEFAULT_RTP_BP,
  fishConfig,
  fishConfigById,
  playFishRound,
  type FishBet,
  type FishConfig,
  type FishOutcome,
} from './fish/fish.js';
export { simulateFish } from './fish/simulate.js';
export {
  assertKenoPicks,
  KENO_DEFAULT_RTP_BP,
  KENO_DRAWN,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  kenoConfig,
  kenoConfigById,
  kenoHitWays,
  playKenoRound,
  type KenoBet,
  type KenoConfig,
  type KenoOutcome,
} from './keno/keno.js';
export { simulateKeno } from './keno/simulate.js';
export {
  PLINKO_DEFAULT_RTP_BP,
  PLINKO_ROWS,
  playPlinkoRound,
  plinkoConfig,
  plinkoConfigById,
  type PlinkoBet,
  type PlinkoConfig,
  type PlinkoOutcome,
} from './plinko/plinko.js';
export { simulatePlinko } from './plinko/simulate.js';
export {
  playScratchRound,
  SCRATCH_CELLS,
  SCRATCH_DEFAULT_RTP_BP,
  SCRATCH_PRIZES,
  scratchConfig,
  scratchConfigById,
  type ScratchBet,
  type ScratchConfig,
  type ScratchOutcome,
} from './scratch/scratch.js';
export { simulateScratch } from './scratch/simulate.js';
export {
  assertHolds,
  playVideoPokerRound,
  VIDEO_POKER_CARDS,
  videoPokerConfigById,
  videoPokerConfigIds,
  videoPokerDeck,
  videoPokerHandOf,
  videoPokerHandOfNames,
  videoPokerHands,
  type VideoPokerBet,
  type VideoPokerConfig,
  type VideoPokerHand,
  type VideoPokerOutcome,
} from './video-poker/video-poker.js';

export type * from './rounds/types.js';
export { engineIds } from './rounds/types.js';
export { playRound } from './rounds/play-round.js';
export { engineConfigById, type EngineConfig } from './rounds/engine-config.js';
export { tableConfigIds } from './rounds/table-configs.js';
export { canonicalJson } from './rounds/canonical-json.js';
export { isValidClientSeed, isValidServerSeed } from './rounds/seed-format.js';
export {
  DEFAULT_SLOT_LINES,
  DEFAULT_SLOT_RTP_BP,
  gameSetupFor,
  houseEngineFor,
  type CatalogGame,
  type GameSetup,
} from './catalog/game-setup.js';

export {
  beadPlate,
  bigRoad,
  bigRoadColumns,
  derivedRoadSides,
  layOutRoad,
  ROAD_ROWS,
  roadMaps,
  roadResultOf,
  streaksOf,
  type BeadCell,
  type BigRoadEntry,
  type RoadCell,
  type RoadMaps,
  type RoadResult,
  type RoadSide,
} from './roads/road-maps.js';

export { cardView, type CardView } from './display/card-view.js';
export { crashDurationMs, crashMultiplierAt } from './display/crash-curve.js';
export { formatMultiplier, formatRtp, formatRtpFraction } from './display/format.js';
export {
  paletteOf,
  symbolArtMarkup,
  symbolDataUrl,
  symbolSvg,
  themePalettes,
  type ThemePalette,
} from './display/symbol-art.js';
export {
  scatterCells,
  slotPaytable,
  slotSymbolView,
  winningCells,
  type PaytableRow,
  type SymbolView,
} from './display/slot-view.js';
