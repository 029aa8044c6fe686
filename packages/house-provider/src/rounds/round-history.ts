import { maskName } from '@app/contracts';
import type { CrashOutcome, RoundRecord } from '@app/house-games';
import { verifyRound } from '@app/house-games/server';
import { sql, type SelectQueryBuilder } from 'kysely';
import {
  hpRoundSummaryOf,
  type HpRoundList,
  type HpLiveBets,
  type HpRoundRecall,
  type HpTableResults,
  type HpTablesResults,
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

type TableResult = HpTableResults['results'][number];

/**
 * The tables' history: the results of each game's last `limit` played table rounds (baccarat, dragon
 * tiger), every player's and every mode's (a house table deals each bet its own coup, so the table's
 * rounds are all of its players'), oldest first; one query, each table read newest first from its index.
 */
async function resultsOfTables(
  ctx: HpContext,
  nodeIds: readonly string[],
  limit: number,
): Promise<Map<string, TableResult[]>> {
  const tables = new Map<string, TableResult[]>(nodeIds.map((nodeId) => [nodeId, []]));
  if (nodeIds.length === 0) return tables;
  const { rows } = await sql<{ node_id: string; result: TableResult }>`
    select t.node_id, r.result
    from unnest(${sql.val([...nodeIds])}::text[]) as t(node_id)
    cross join lateral (
      select id, record->'outcome'->>'result' as result
      from hp_round
      where node_id = t.node_id and status = 'played' and engine in ('baccarat', 'dragon-tiger')
      order by id desc
      limit ${limit}
    ) r
    order by t.node_id, r.id`.execute(ctx.db);
  for (const row of rows) tables.get(row.node_id)?.push(row.result);
  return tables;
}

/** The history of the session's table (road maps); other games have none. */
export async function tableResults(
  ctx: HpContext,
  session: SessionRow,
  limit: number,
): Promise<HpTableResults> {
  if (session.engine !== 'baccarat' && session.engine !== 'dragon-tiger') return { results: [] };
  const tables = await resultsOfTables(ctx, [session.node_id], limit);
  return { results: tables.get(session.node_id) ?? [] };
}

/** Several tables' history, for anyone (results only, nothing of who played): the live rooms' road maps. */
export async function tablesResults(
  ctx: HpContext,
  query: { nodeIds: readonly string[]; limit: number },
): Promise<HpTablesResults> {
  const tables = await resultsOfTables(ctx, query.nodeIds, query.limit);
  return { tables: query.nodeIds.map((nodeId) => ({ nodeId, results: tables.get(nodeId) ?? [] })) };
}

/**
 * Other players' newest bets at the session's crash game, oldest first (its live list); only bets newer
 * than `after`, the cursor of an earlier answer. The next cursor stops below the oldest round still
 * waiting for the wallet, so a round played later is not skipped (bets after it may come twice; the
 * client keeps each id once).
 */
export async function liveBets(
  ctx: HpContext,
  session: SessionRow,
  query: { after?: string | undefined; limit: number },
): Promise<HpLiveBets> {
  const serverTime = ctx.now().toISOString();
  if (session.engine !== 'crash') return { bets: [], cursor: query.after ?? null, serverTime };
  let bets = ctx.db
    .selectFrom('hp_round')
    .innerJoin('hp_session', 'hp_session.id', 'hp_round.session_id')
    .select([
      'hp_round.id',
      'hp_session.nickname',
      'hp_round.created_at',
      'hp_round.stake',
      'hp_round.win',
      sql<CrashOutcome>`hp_round.record->'outcome'`.as('outcome'),
    ])
    .where('hp_round.node_id', '=', session.node_id)
    .where('hp_round.status', '=', 'played')
    .where('hp_round.mode', '=', session.mode)
    .where(
      session.mode === 'real' ? 'hp_round.player_id' : 'hp_round.session_id',
      '!=',
      session.mode === 'real' ? session.player_id! : session.id,
    );
  let pending = ctx.db
    .selectFrom('hp_round')
    .select((eb) => eb.fn.min('id').as('id'))
    .where('node_id', '=', session.node_id)
    .where('status', '=', 'pending');
  if (query.after !== undefined) {
    bets = bets.where('hp_round.id', '>', query.after);
    pending = pending.where('id', '>', query.after);
  }
  const [rows, waiting] = await Promise.all([
    bets.orderBy('hp_round.id', 'desc').limit(query.limit).execute(),
    pending.executeTakeFirst(),
  ]);
  const newest = rows[0]?.id ?? null;
  const cursor =
    newest !== null && waiting?.id != null && BigInt(waiting.id) <= BigInt(newest)
      ? (BigInt(waiting.id) - 1n).toString()
      : (newest ?? query.after ?? null);
  return {
    bets: rows.reverse().map((row) => ({
      id: row.id,
      player: maskName(row.nickname),
      time: row.created_at.toISOString(),
      stake: toMoney(row.stake),
      win: toMoney(row.win),
      target: row.outcome.target,
      crashPoint: row.outcome.crashPoint,
      cashedOut: row.outcome.cashedOut,
    })),
    cursor,
    serverTime,
  };
}
