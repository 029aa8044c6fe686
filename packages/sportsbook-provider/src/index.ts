export {
  createSportsbookProvider,
  type SportsbookProvider,
  type SportsbookProviderOptions,
} from './provider.js';
export { sportsbookMigrations } from './db/migrations.js';
export type { BookOperator, MarketDetail, MarketLiability } from './book/operator.js';
export type { BookSettings } from './settings.js';
export type { FeedAdapter, FeedMessage, FeedSink, MarketOdds } from './feed/messages.js';
export type { SbLogger } from './context.js';
export * from './client-api.js';
export { SbError } from './errors.js';
export type { SbDatabase } from './db/schema.js';
export { createSimulator, type SimulatorOptions } from './feed/simulator.js';
export { FIXTURE_CHANNEL, type NotifyListener } from './book/live.js';
