export { createLotteryProvider, type LotteryProvider, type LotteryProviderOptions } from './provider.js';
export { lotteryProviderMigrations } from './db/migrations.js';
export type { LpLogger } from './context.js';
export { defaultGames, prizeModes, type GameSetup, type PrizeMode } from './games/default-games.js';
export { lotteryFamilies, type DrawResult, type LotteryFamily } from './games/families.js';
export type { Game } from './games/game-store.js';
export type { GameChanges } from './operator/operator.service.js';
export { LpError } from './errors.js';
export * from './client-api.js';
