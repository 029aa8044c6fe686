import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export interface JackpotRow {
  id: string;
  name: string;
  contribution_bp: number;
  seed_minor: string;
  pool_minor: string;
  must_drop_by_minor: string;
  min_bet_minor: string;
  game_types: string[];
  contributed_minor: string;
  cycle: number;
  drop_at_minor: string;
  drop_seed_id: string;
  drop_nonce: string;
  enabled: boolean;
}

const columns = sql`id, name, contribution_bp, seed_minor, pool_minor, must_drop_by_minor, min_bet_minor,
  game_types, contributed_minor, cycle, drop_at_minor, drop_seed_id, drop_nonce, enabled`;

export interface CycleStart {
  dropAt: bigint;
  seedId: string;
  nonce: number;
}

export interface JackpotSettings {
  name: string;
  contributionBp: number;
  seed: bigint;
  mustDropBy: bigint;
  minBet: bigint;
  gameTypes: string[];
  enabled: boolean;
}

export async function findJackpots(db: Db, enabledOnly: boolean): Promise<JackpotRow[]> {
  const result = await sql<JackpotRow>`
    select ${columns} from jackpot ${enabledOnly ? sql`where enabled` : sql``} order by id`.execute(db);
  return result.rows;
}

/** The enabled jackpots a bet of this game type feeds, locked (id order, so no deadlocks). */
export async function lockJackpotsFor(db: Db, gameType: string): Promise<JackpotRow[]> {
  const result = await sql<JackpotRow>`
    select ${columns} from jackpot
    where enabled and (cardinality(game_types) = 0 or ${gameType} = any(game_types))
    order by id for update`.execute(db);
  return result.rows;
}

export async function lockJackpot(db: Db, id: string): Promise<JackpotRow | undefined> {
  const result = await sql<JackpotRow>`select ${columns} from jackpot where id = ${id} for update`.execute(
    db,
  );
  return result.rows[0];
}

export async function addContribution(db: Db, id: string, amount: bigint): Promise<bigint> {
  const result = await sql<{ pool_minor: string }>`
    update jackpot set pool_minor = pool_minor + ${amount.toString()}::bigint,
      contributed_minor = contributed_minor + ${amount.toString()}::bigint
    where id = ${id} returning pool_minor`.execute(db);
  return BigInt(result.rows[0]?.pool_minor ?? '0');
}

export async function insertJackpot(db: Db, settings: JackpotSettings, cycle: CycleStart): Promise<void> {
  await sql`
    insert into jackpot (name, contribution_bp, seed_minor, pool_minor, must_drop_by_minor, min_bet_minor,
      game_types, enabled, drop_at_minor, drop_seed_id, drop_nonce)
    values (${settings.name}, ${settings.contributionBp}, ${settings.seed.toString()}, ${settings.seed.toString()},
      ${settings.mustDropBy.toString()}, ${settings.minBet.toString()}, ${settings.gameTypes}::text[],
      ${settings.enabled}, ${cycle.dropAt.toString()}, ${cycle.seedId}, ${cycle.nonce})`.execute(db);
}

export async function updateSettings(db: Db, id: string, settings: JackpotSettings): Promise<void> {
  await sql`
    update jackpot set name = ${settings.name}, contribution_bp = ${settings.contributionBp},
      seed_minor = ${settings.seed.toString()}, must_drop_by_minor = ${settings.mustDropBy.toString()},
      min_bet_minor = ${settings.minBet.toString()}, game_types = ${settings.gameTypes}::text[],
      enabled = ${settings.enabled}
    where id = ${id}`.execute(db);
}

/** Starts the next cycle: the pool back to its seed and a new drop point. */
export async function startCycle(db: Db, id: string, cycle: CycleStart, pool: bigint | null): Promise<void> {
  await sql`
    update jackpot set ${pool === null ? sql`` : sql`pool_minor = seed_minor, cycle = cycle + 1,`}
      drop_at_minor = ${cycle.dropAt.toString()}, drop_seed_id = ${cycle.seedId}, drop_nonce = ${cycle.nonce}
    where id = ${id}`.execute(db);
}

/** Records the cycle's win; false when the cycle was already won. */
export async function insertWin(
  db: Db,
  win: { jackpot: JackpotRow; memberId: string; amount: bigint; roundRef: string },
): Promise<string | undefined> {
  const result = await sql<{ id: string }>`
    insert into jackpot_win (jackpot_id, cycle, member_id, amount_minor, round_ref, drop_at_minor, seed_id, nonce)
    values (${win.jackpot.id}, ${win.jackpot.cycle}, ${win.memberId}, ${win.amount.toString()}, ${win.roundRef},
      ${win.jackpot.drop_at_minor}, ${win.jackpot.drop_seed_id}, ${win.jackpot.drop_nonce})
    on conflict (jackpot_id, cycle) do nothing returning id`.execute(db);
  return result.rows[0]?.id;
}

export interface WinnerRow {
  jackpot: string;
  username: string;
  amount_minor: string;
  created_at: Date;
}

export async function findWinners(db: Db, limit: number): Promise<WinnerRow[]> {
  const result = await sql<WinnerRow>`
    select j.name as jackpot, m.username, w.amount_minor, w.created_at
    from jackpot_win w join jackpot j on j.id = w.jackpot_id join member m on m.id = w.member_id
    order by w.id desc limit ${limit}`.execute(db);
  return result.rows;
}
