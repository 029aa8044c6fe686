import type { RoundRecord } from '@app/house-games';
import { verifyRound } from '@app/house-games/server';
import { sql, type SelectQueryBuilder } from 'kysely';
import {
  hpRoundSummaryOf,
  type HpRoundList,
  type HpRoundRecall,
  type HpTableResults,
} from '../client-api.js';
import type { HpContext } from '../context.js';
import type { HpDatabase } from '../db/schema.js';
import { HpError } from '../errors.js';
import { toMoney } from '../money.js';
import type { SessionRow } from '../sessions/session.service.js';

type RoundQuery = SelectQueryBuilder<HpDatabase, 'hp_round', object>;

/** The rounds a session may see: the player's played rounds of this game (any session); in demo, the session's. */
function ownRounds(ctx: HpContext, session: SessionRow): RoundQuery {
  const played = ctx.db.selectFrom('hp_round').where('hp_round.status', '=', 'played');
  return session.mode === 'real'
    ? played
        .where('hp_round.mode', '=', 'real')
        .where('hp_round.player_id', '=', session.player_id)
        .where('hp_round.node_id', '=', session.node_id)
    : played.where('hp_round.session_id', '=', session.id);
}

/** Whether the round's win is still waiting for the wallet's acknowledgement. */
function withWinPending(query: RoundQuery) {
  return query.select((eb) =>
    eb
      .exists(
        eb
          .selectFrom('hp_wallet_call')
          .select('hp_wallet_call.id')
          .whereRef('hp_wallet_call.round_id', '=', 'hp_round.id')
          .where('hp_wallet_call.kind', '=', 'win')
          .where('hp_wallet_call.status', '!=', 'acked'),
      )
      .as('win_pending'),
  );
}

/** Newest first, `limit` at a time, older than the round `before`. */
export async function listRounds(
  ctx: HpContext,
  session: SessionRow,
  page: { limit: number; before?: string | undefined },
): Promise<HpRoundList> {
  let query = withWinPending(ownRounds(ctx, session)).select([
    'hp_round.id',
    'hp_round.round_uid',
    'hp_round.created_at',
    'hp_round.stake',
    'hp_round.win',
    'hp_round.record',
  ]);
  if (page.before !== undefined) {
    const before = await ownRounds(ctx, session)
      .select('hp_round.id')
      .where('hp_round.round_uid', '=', page.before)
      .executeTakeFirst();
    if (!before) throw new HpError(404, 'round_not_found');
    query = query.where('hp_round.id', '<', before.id);
  }
  const rows = await query
    .orderBy('hp_round.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const rounds = rows.slice(0, page.limit).map((row) => ({
    roundId: row.round_uid,
    time: row.created_at.toISOString(),
    stake: toMoney(row.stake),
    win: toMoney(row.win),
    engine: (row.record as RoundRecord).engine,
    winPending: Boolean(row.win_pending),
    summary: hpRoundSummaryOf(row.record as RoundRecord),
  }));
  return { rounds, nextBefore: rows.length > page.limit ? (rounds.at(-1)?.roundId ?? null) : null };
}

/** Round recall: the record as shown, re-verified. Another player's round is not found. */
export async function recallRound(
  ctx: HpContext,
  session: SessionRow,
  roundId: string,
): Promise<HpRoundRecall> {
  const row = await withWinPending(ownRounds(ctx, session))
    .select(['hp_round.round_uid', 'hp_round.created_at', 'hp_round.record'])
    .where('hp_round.round_uid', '=', roundId)
    .executeTakeFirst();
  if (!row) throw new HpError(404, 'round_not_found');
  const round = row.record as RoundRecord;
  return {
    roundId: row.round_uid,
    time: row.created_at.toISOString(),
    round,
    winPending: Boolean(row.win_pending),
    verified: verifyRound(round).valid,
  };
}

/**
 * The table's history: the results of this game's last played rounds, every player's and every mode's
 * (a house table deals each bet its own coup, so the table's rounds are all of its players'), oldest first.
 */
export async function tableResults(
  ctx: HpContext,
  session: SessionRow,
  limit: number,
): Promise<HpTableResults> {
  if (session.engine !== 'baccarat' && session.engine !== 'dragon-tiger') return { results: [] };
  const rows = await ctx.db
    .selectFrom('hp_round')
    .select(sql<string>`record->'outcome'->>'result'`.as('result'))
    .where('node_id', '=', session.node_id)
    .where('status', '=', 'played')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return { results: rows.map((row) => row.result as HpTableResults['results'][number]).reverse() };
}
