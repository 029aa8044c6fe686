export { createHouseProvider, type HouseProvider, type HouseProviderOptions } from './provider.js';
export { houseProviderMigrations } from './db/migrations.js';
export type { HpLogger } from './context.js';
export type { WalletTransport } from './wallet/wallet-client.js';
export * from './client-api.js';
