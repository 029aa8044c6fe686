import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** A settled round as the seamless wallet keeps it now (after every resettlement applied so far). */
export async function findRound(
  db: Db,
  providerCode: string,
  roundRef: string,
): Promise<{ member_id: string; stake: string; win: string } | undefined> {
  const result = await sql<{ member_id: string; stake: string; win: string }>`
    select member_id, stake, win from game_round
    where provider_code = ${providerCode} and round_ref = ${roundRef}`.execute(db);
  return result.rows[0];
}

/** Marks a round voided for the rewards; false when it already was. */
export async function insertVoid(db: Db, providerCode: string, roundRef: string): Promise<boolean> {
  const result = await sql`
    insert into reward_round_void (provider_code, round_ref) values (${providerCode}, ${roundRef})
    on conflict do nothing`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Clears a round's void mark; false when it had none. */
export async function deleteVoid(db: Db, providerCode: string, roundRef: string): Promise<boolean> {
  const result = await sql`
    delete from reward_round_void where provider_code = ${providerCode} and round_ref = ${roundRef}`.execute(
    db,
  );
  return Number(result.numAffectedRows ?? 0) === 1;
}
