import type { EventEmitter } from 'node:events';
import type { WalletClient } from '@app/house-provider';
import type { Kysely, Transaction } from 'kysely';
import type { SbDatabase } from './db/schema.js';

export interface SbLogger {
  info(message: string | object, ...rest: unknown[]): void;
  warn(message: string | object, ...rest: unknown[]): void;
  error(message: string | object, ...rest: unknown[]): void;
}

/** What the book's services share. `events` carries 'fixture' (fixture id) after a change commits. */
export interface SbContext {
  db: Kysely<SbDatabase>;
  wallet: WalletClient;
  log: SbLogger;
  now: () => Date;
  events: EventEmitter;
  /** Waits (the in-play delay); tests may replace it. */
  sleep: (ms: number) => Promise<void>;
}

export type SbDb = Kysely<SbDatabase> | Transaction<SbDatabase>;
