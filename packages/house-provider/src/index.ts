export { createHouseProvider, type HouseProvider, type HouseProviderOptions } from './provider.js';
export { houseProviderMigrations } from './db/migrations.js';
export type { HpLogger } from './context.js';
export type { WalletTransport } from './wallet/wallet-client.js';
export * from './client-api.js';
// The signed wallet client and retry backoff, shared with the house sportsbook (@app/sportsbook-provider).
export {
  createWalletClient,
  type TransactionResult,
  type WalletClient,
  type WalletResult,
} from './wallet/wallet-client.js';
export { retryDelayMs } from './wallet/retry-delay.js';
