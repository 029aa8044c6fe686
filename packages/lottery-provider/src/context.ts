import type { WalletClient } from '@app/house-provider/wallet-client';
import type { Kysely } from 'kysely';
import type { LpDatabase } from './db/schema.js';

export interface LpLogger {
  info(message: string | object, ...rest: unknown[]): void;
  warn(message: string | object, ...rest: unknown[]): void;
  error(message: string | object, ...rest: unknown[]): void;
}

/** What the provider's services share. */
export interface LpContext {
  db: Kysely<LpDatabase>;
  wallet: WalletClient;
  log: LpLogger;
  now: () => Date;
  /** How long a copy reuses the game, pricing and draws a purchase read (see purchase-reads.ts). */
  slipReadsCacheMs: number;
  /** Tickets settled per transaction. */
  settleBatchSize: number;
  /** Test hook: runs inside each settlement batch's transaction before it commits (a throw = a crash). */
  beforeSettleCommit?: (batch: number) => void;
}
