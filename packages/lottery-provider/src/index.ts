import type { Kysely } from 'kysely';
export { createLotteryProvider, type LotteryProvider, type LotteryProviderOptions } from './provider.js';
export { lotteryProviderMigrations } from './db/migrations.js';
export type { LpLogger } from './context.js';
export { defaultGames, prizeModes, type GameSetup, type PrizeMode } from './games/default-games.js';
export { lotteryFamilies, type DrawResult, type LotteryFamily } from './games/families.js';
import { seedDefaults } from './games/game-store.js';
export type { Game } from './games/game-store.js';
export type { GameChanges } from './operator/operator.service.js';
export { LpError } from './errors.js';
export * from './client-api.js';

/** Inserts the default games and prize modes the lp_ tables lack (for hosts running the migrations themselves). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the host's database has its own schema type
export const seedLotteryDefaults = (db: Kysely<any>) => seedDefaults(db);
