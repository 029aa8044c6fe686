import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export type DrawPurpose = 'envelope' | 'egg' | 'wheel' | 'jackpot';

export interface SeedRow {
  id: string;
  server_seed: string;
  server_seed_hash: string;
  next_nonce: string;
  created_at: Date;
  revealed_at: Date | null;
}

export async function insertSeed(db: Db, purpose: DrawPurpose, seed: string, hash: string): Promise<void> {
  await sql`
    insert into fair_seed (purpose, server_seed, server_seed_hash) values (${purpose}, ${seed}, ${hash})
    on conflict (purpose) where revealed_at is null do nothing`.execute(db);
}

/** Takes the next nonce of the purpose's current seed (the row stays locked until commit). */
export async function takeNonce(db: Db, purpose: DrawPurpose): Promise<SeedRow | undefined> {
  const result = await sql<SeedRow>`
    update fair_seed set next_nonce = next_nonce + 1
    where purpose = ${purpose} and revealed_at is null
    returning id, server_seed, server_seed_hash, next_nonce - 1 as next_nonce, created_at, revealed_at`.execute(
    db,
  );
  return result.rows[0];
}

export async function revealCurrent(db: Db, purpose: DrawPurpose): Promise<void> {
  await sql`update fair_seed set revealed_at = now() where purpose = ${purpose} and revealed_at is null`.execute(
    db,
  );
}

export async function findSeeds(db: Db, ids: readonly string[]): Promise<SeedRow[]> {
  if (ids.length === 0) return [];
  const result = await sql<SeedRow>`
    select id, server_seed, server_seed_hash, next_nonce, created_at, revealed_at from fair_seed
    where id in (${sql.join(ids)})`.execute(db);
  return result.rows;
}

export async function findCurrent(db: Db, purpose: DrawPurpose): Promise<SeedRow | undefined> {
  const result = await sql<SeedRow>`
    select id, server_seed, server_seed_hash, next_nonce, created_at, revealed_at from fair_seed
    where purpose = ${purpose} and revealed_at is null`.execute(db);
  return result.rows[0];
}
