import type { Kysely } from 'kysely';
import type { HpDatabase } from './db/schema.js';
import type { WalletClient } from './wallet/wallet-client.js';

export interface HpLogger {
  info(message: string | object, ...rest: unknown[]): void;
  warn(message: string | object, ...rest: unknown[]): void;
  error(message: string | object, ...rest: unknown[]): void;
}

/** What the provider's services share. */
export interface HpContext {
  db: Kysely<HpDatabase>;
  wallet: WalletClient;
  secret: string;
  log: HpLogger;
  now: () => Date;
}
