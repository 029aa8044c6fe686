import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** A member's rounds created in [from, to) (UTC instants), optionally of one game type and vendor. */
export interface RoundFilter {
  memberId: string;
  from: Date;
  to: Date;
  gameType?: string | undefined;
  vendor?: string | undefined;
}

function filteredRounds(db: Db, filter: RoundFilter) {
  let query = db
    .selectFrom('game_round')
    .where('game_round.member_id', '=', filter.memberId)
    .where('game_round.created_at', '>=', filter.from)
    .where('game_round.created_at', '<', filter.to);
  if (filter.gameType) query = query.where('game_round.game_type', '=', filter.gameType);
  if (filter.vendor) query = query.where('game_round.vendor_code', '=', filter.vendor);
  return query;
}

/** Count and money sums of a set of rounds (bigint sums come back as strings). */
const totals = [
  sql<string>`count(*)`.as('count'),
  sql<string>`coalesce(sum(game_round.stake), 0)`.as('stake'),
  sql<string>`coalesce(sum(game_round.valid_bet), 0)`.as('valid_bet'),
  sql<string>`coalesce(sum(game_round.win), 0)`.as('win'),
] as const;
export interface TotalsRow {
  count: string;
  stake: string;
  valid_bet: string;
  win: string;
}

export function findRounds(db: Db, filter: RoundFilter, page: { limit: number; offset: number }) {
  return filteredRounds(db, filter)
    .innerJoin('game', 'game.node_id', 'game_round.node_id')
    .innerJoin('game_vendor', 'game_vendor.code', 'game_round.vendor_code')
    .select([
      'game_round.round_ref',
      'game_round.created_at',
      'game_round.settled_at',
      'game_round.node_id',
      'game.names',
      'game_round.vendor_code',
      'game_vendor.display_name as vendor_name',
      'game_round.game_type',
      'game_round.stake',
      'game_round.valid_bet',
      'game_round.win',
      'game_round.status',
    ])
    .orderBy('game_round.created_at', 'desc')
    .orderBy('game_round.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function sumRounds(db: Db, filter: RoundFilter): Promise<TotalsRow> {
  const row = await filteredRounds(db, filter).select(totals).executeTakeFirstOrThrow();
  return row;
}

/** Totals per local day of `timeZone` (yyyy-MM-dd), oldest first. */
export function sumRoundsByDay(db: Db, filter: RoundFilter, timeZone: string) {
  return filteredRounds(db, filter)
    .select([
      sql<string>`to_char(game_round.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`.as('date'),
      ...totals,
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
}

export function sumRoundsByGameType(db: Db, filter: RoundFilter) {
  return filteredRounds(db, filter)
    .select(['game_round.game_type', ...totals])
    .groupBy('game_round.game_type')
    .orderBy('game_round.game_type')
    .execute();
}

/** The UTC instants where local day `from` starts and the day after `to` starts, in `timeZone`. */
export async function localDayBounds(
  db: Db,
  from: string,
  to: string,
  timeZone: string,
): Promise<{ start: Date; end: Date }> {
  const { rows } = await sql<{ start: Date | string; end: Date | string }>`
    select (${from}::date::timestamp at time zone ${timeZone}) as start,
           ((${to}::date + 1)::timestamp at time zone ${timeZone}) as "end"`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('no answer to a constant select');
  return { start: new Date(row.start), end: new Date(row.end) };
}
