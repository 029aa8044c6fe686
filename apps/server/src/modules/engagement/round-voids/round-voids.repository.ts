import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface SettledRoundRow {
  member_id: string;
  stake: string;
  win: string;
  settled_at: Date | null;
}

/** A settled round as the seamless wallet keeps it now (after every resettlement applied so far). */
export async function findSettledRound(
  db: Db,
  providerCode: string,
  roundRef: string,
): Promise<SettledRoundRow | undefined> {
  const result = await sql<SettledRoundRow>`
    select member_id, stake, win, settled_at from game_round
    where provider_code = ${providerCode} and round_ref = ${roundRef} and status = 'settled'`.execute(db);
  return result.rows[0];
}

/** Marks a round voided for one concern: the mark's id, or undefined when it already was. */
export async function insertVoid(
  db: Db,
  concern: string,
  providerCode: string,
  roundRef: string,
): Promise<string | undefined> {
  const result = await sql<{ id: string }>`
    insert into engagement_round_void (concern, provider_code, round_ref)
    values (${concern}, ${providerCode}, ${roundRef})
    on conflict do nothing returning id`.execute(db);
  return result.rows[0]?.id;
}

/** Clears a round's void mark for one concern: the mark's id, or undefined when it had none. */
export async function deleteVoid(
  db: Db,
  concern: string,
  providerCode: string,
  roundRef: string,
): Promise<string | undefined> {
  const result = await sql<{ id: string }>`
    delete from engagement_round_void
    where concern = ${concern} and provider_code = ${providerCode} and round_ref = ${roundRef}
    returning id`.execute(db);
  return result.rows[0]?.id;
}
