import { sql } from 'kysely';
import { commitWithoutFlushWait } from '../../../db/async-commit.js';
import type { Db } from '../../../db/database.js';
import type { GameTransactionKind, GameTransactionStatus } from '../../../db/schema-games.js';

/** SQL of the seamless wallet: providers, nonces, launches, rounds and the provider's transactions. */

export function findProvider(db: Db, code: string) {
  return db
    .selectFrom('game_provider')
    .select(['code', 'secret', 'enabled'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Creates the provider or brings its name and secret in step; never touches `enabled`. */
export async function upsertProvider(
  db: Db,
  provider: { code: string; name: string; secret: string },
): Promise<void> {
  await db
    .insertInto('game_provider')
    .values(provider)
    .onConflict((oc) =>
      oc
        .column('code')
        .doUpdateSet({ name: provider.name, secret: provider.secret })
        .where(sql<boolean>`game_provider.secret <> excluded.secret or game_provider.name <> excluded.name`),
    )
    .execute();
}

/** Vendors with no provider yet are run by `code`. */
export async function assignUnownedVendors(db: Db, code: string): Promise<void> {
  await db
    .updateTable('game_vendor')
    .set({ provider_code: code })
    .where('provider_code', 'is', null)
    .execute();
}

/**
 * Records a nonce; false when the provider already used it (a replay). The statement commits without
 * waiting for its WAL flush: a nonce lost in a crash could let that one signed call be replayed within
 * its time window, and a replayed call moves no money (its txId answers the stored answer), while
 * waiting would hold every call for a second flush.
 */
/** Records the nonce of an enabled provider; false when it was seen before or the provider is disabled. */
export async function insertNonce(db: Db, providerCode: string, nonce: string): Promise<boolean> {
  const result = await sql<{ nonce: string }>`
    insert into seamless_nonce (provider_code, nonce)
    select p.code, ${nonce} from game_provider p, (select ${commitWithoutFlushWait}) async_commit
    where p.code = ${providerCode} and p.enabled
    on conflict (provider_code, nonce) do nothing
    returning nonce`.execute(db);
  return result.rows.length > 0;
}

export async function deleteNoncesBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('seamless_nonce').where('seen_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** A launch of a provider by token hash, with its member and game. */
export function findLaunch(db: Db, providerCode: string, tokenHash: string) {
  return db
    .selectFrom('game_launch')
    .innerJoin('game', 'game.node_id', 'game_launch.node_id')
    .select([
      'game_launch.member_id',
      'game_launch.node_id',
      'game_launch.language',
      'game_launch.expires_at',
      'game.vendor_code',
      'game.game_code',
      'game.game_type',
      'game.game_classify',
      'game.lines',
      'game.rtp_bp',
      'game.names',
    ])
    .where('game_launch.token_hash', '=', tokenHash)
    .where('game_launch.provider_code', '=', providerCode)
    .executeTakeFirst();
}

export function findPlayer(db: Db, memberId: string) {
  return db
    .selectFrom('member')
    .select(['id', 'username', 'nickname', 'type', 'status'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

export async function findMainBalance(db: Db, memberId: string): Promise<bigint | null> {
  const row = await db
    .selectFrom('ledger_account')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'main')
    .executeTakeFirst();
  return row?.balance == null ? null : BigInt(row.balance);
}

export interface NewTransaction {
  providerCode: string;
  txRef: string;
  kind: GameTransactionKind;
  status: GameTransactionStatus;
  memberId: string;
  amount: bigint;
  refTx?: string | null;
  requestHash: string;
}

/**
 * Claims a transaction id: inserts its row, or answers undefined when the id is taken. A concurrent
 * claim of the same id waits here until the first commits, so one id is only ever applied once.
 */
export async function claimTransaction(db: Db, tx: NewTransaction): Promise<string | undefined> {
  const row = await db
    .insertInto('game_transaction')
    .values({
      provider_code: tx.providerCode,
      tx_ref: tx.txRef,
      kind: tx.kind,
      status: tx.status,
      member_id: tx.memberId,
      amount: tx.amount.toString(),
      ref_tx: tx.refTx ?? null,
      request_hash: tx.requestHash,
      response: '{}',
    })
    .onConflict((oc) => oc.columns(['provider_code', 'tx_ref']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findTransaction(
  db: Db,
  providerCode: string,
  txRef: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .selectFrom('game_transaction')
    .selectAll()
    .where('provider_code', '=', providerCode)
    .where('tx_ref', '=', txRef);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

export async function completeTransaction(
  db: Db,
  id: string,
  patch: {
    status?: GameTransactionStatus;
    roundId?: string | null;
    journalId?: string | null;
    response: unknown;
  },
): Promise<void> {
  await db
    .updateTable('game_transaction')
    .set({
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.roundId !== undefined ? { round_id: patch.roundId } : {}),
      ...(patch.journalId !== undefined ? { journal_id: patch.journalId } : {}),
      response: JSON.stringify(patch.response),
    })
    .where('id', '=', id)
    .execute();
}

export async function setTransactionStatus(db: Db, id: string, status: GameTransactionStatus): Promise<void> {
  await db.updateTable('game_transaction').set({ status }).where('id', '=', id).execute();
}

/** The round, locked for the rest of the transaction. */
export function lockRound(db: Db, providerCode: string, roundRef: string) {
  return db
    .selectFrom('game_round')
    .selectAll()
    .where('provider_code', '=', providerCode)
    .where('round_ref', '=', roundRef)
    .forUpdate()
    .executeTakeFirst();
}

export function lockRoundById(db: Db, id: string) {
  return db.selectFrom('game_round').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateRound(
  db: Db,
  id: string,
  patch: {
    stake?: bigint;
    win?: bigint;
    validBet?: bigint;
    status?: 'open' | 'settled' | 'cancelled';
    settledAt?: Date;
  },
): Promise<void> {
  await db
    .updateTable('game_round')
    .set({
      ...(patch.stake !== undefined ? { stake: patch.stake.toString() } : {}),
      ...(patch.win !== undefined ? { win: patch.win.toString() } : {}),
      ...(patch.validBet !== undefined ? { valid_bet: patch.validBet.toString() } : {}),
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.settledAt ? { settled_at: patch.settledAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Whether the round has a win transaction (a rollback of its bets is then refused). */
export async function hasWin(db: Db, roundId: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_transaction')
    .select('id')
    .where('round_id', '=', roundId)
    .where('kind', '=', 'win')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any bet of the round still counts (applied, not refunded). */
export async function hasAppliedBet(db: Db, roundId: string): Promise<boolean> {
  const row = await db
    .selectFrom('game_transaction')
    .select('id')
    .where('round_id', '=', roundId)
    .where('kind', '=', 'bet')
    .where('status', '=', 'applied')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** What seamless_bet / seamless_win answer (db/sql/seamless_bet.sql, seamless_win.sql). */
export interface AppliedCall {
  outcome: 'applied' | 'existing' | 'gated';
  balance: string | null;
  journal_id: string | null;
  existing_kind: GameTransactionKind | null;
  existing_status: GameTransactionStatus | null;
  existing_hash: string | null;
  existing_response: unknown;
}

/** A bet as seamless_bet takes it (db/sql/seamless_bet.sql). */
export interface BetCall {
  providerCode: string;
  txRef: string;
  requestHash: string;
  tokenHash: string;
  memberId: string;
  roundRef: string;
  amount: bigint;
  eventKey: string;
  houseKind: string;
  at: Date;
  /** Answer 'gated' for a member a wager gate may refuse (seamless_bet.sql). */
  skipMarked: boolean;
  /** The signed call's nonce, recorded by the statement (null: none). */
  nonce: string | null;
}

/** A win as seamless_win takes it (db/sql/seamless_win.sql). */
export interface WinCall {
  providerCode: string;
  txRef: string;
  requestHash: string;
  memberId: string;
  roundRef: string;
  amount: bigint;
  endRound: boolean;
  eventKey: string;
  houseKind: string;
  at: Date;
  /** The signed call's nonce, recorded by the statement (null: none). */
  nonce: string | null;
}

/** A bet in one statement: see db/sql/seamless_bet.sql for the checks and what it answers. */
export async function applyBet(db: Db, bet: BetCall): Promise<AppliedCall> {
  const result = await sql<AppliedCall>`
    select * from seamless_bet(provider_code => ${bet.providerCode}, tx_ref => ${bet.txRef},
      request_hash => ${bet.requestHash}, token_hash => ${bet.tokenHash},
      member_id => ${bet.memberId}::bigint, round_ref => ${bet.roundRef},
      amount => ${bet.amount.toString()}::bigint, event_key => ${bet.eventKey},
      house_kind => ${bet.houseKind}, at => ${bet.at}, skip_marked => ${bet.skipMarked},
      nonce => ${bet.nonce})`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error(`seamless_bet answered nothing for ${bet.txRef}`);
  return row;
}

/** A win in one statement: see db/sql/seamless_win.sql for the checks and what it answers. */
export async function applyWin(db: Db, win: WinCall): Promise<AppliedCall> {
  const result = await sql<AppliedCall>`
    select * from seamless_win(provider_code => ${win.providerCode}, tx_ref => ${win.txRef},
      request_hash => ${win.requestHash}, member_id => ${win.memberId}::bigint,
      round_ref => ${win.roundRef}, amount => ${win.amount.toString()}::bigint,
      end_round => ${win.endRound}, event_key => ${win.eventKey}, house_kind => ${win.houseKind},
      at => ${win.at}, nonce => ${win.nonce})`.execute(db);
  const row = result.rows[0];
  if (!row) throw new Error(`seamless_win answered nothing for ${win.txRef}`);
  return row;
}

/**
 * Calls in their members' id order, each with its place among the calls: a statement applying several
 * takes their members' accounts in ascending order, as every other statement of several members does,
 * so two such statements never deadlock on each other's members.
 */
function inMemberOrder<T extends { memberId: string }>(calls: readonly T[]) {
  return calls
    .map((call, place) => ({ call, place }))
    .sort((a, b) => {
      const x = BigInt(a.call.memberId);
      const y = BigInt(b.call.memberId);
      return x < y ? -1 : x > y ? 1 : a.place - b.place;
    });
}

/** A bet or a win, as one statement of several applies them (applyCalls). */
export type SeamlessCall = ({ kind: 'bet' } & BetCall) | ({ kind: 'win' } & WinCall);

/**
 * Several bets and wins in one statement (one transaction), each exactly as seamless_bet or
 * seamless_win applies it alone; a refusal of any of them fails the statement and leaves nothing of
 * any (grouped-statement.ts then runs each alone). Answers in the calls' order.
 */
export async function applyCalls(db: Db, calls: readonly SeamlessCall[]): Promise<AppliedCall[]> {
  const ordered = inMemberOrder(calls);
  const column = <T>(pick: (call: SeamlessCall) => T) => ordered.map(({ call }) => pick(call));
  const result = await sql<AppliedCall & { place: number }>`
    select c.place::int as place, s.*
      from unnest(${ordered.map(({ place }) => place)}::int[], ${column((call) => call.kind)}::text[],
                  ${column((call) => call.providerCode)}::text[], ${column((call) => call.txRef)}::text[],
                  ${column((call) => call.requestHash)}::text[],
                  ${column((call) => (call.kind === 'bet' ? call.tokenHash : null))}::text[],
                  ${column((call) => call.memberId)}::bigint[], ${column((call) => call.roundRef)}::text[],
                  ${column((call) => call.amount.toString())}::bigint[],
                  ${column((call) => (call.kind === 'win' ? call.endRound : null))}::boolean[],
                  ${column((call) => call.eventKey)}::text[], ${column((call) => call.houseKind)}::text[],
                  ${column((call) => call.at.toISOString())}::timestamptz[],
                  ${column((call) => (call.kind === 'bet' ? call.skipMarked : null))}::boolean[],
                  ${column((call) => call.nonce)}::text[])
           c(place, kind, provider_code, tx_ref, request_hash, token_hash, member_id, round_ref, amount,
             end_round, event_key, house_kind, at, skip_marked, nonce)
      cross join lateral (
        select * from seamless_bet(provider_code => c.provider_code, tx_ref => c.tx_ref,
            request_hash => c.request_hash, token_hash => c.token_hash, member_id => c.member_id,
            round_ref => c.round_ref, amount => c.amount, event_key => c.event_key,
            house_kind => c.house_kind, at => c.at, skip_marked => c.skip_marked, nonce => c.nonce)
          where c.kind = 'bet'
        union all
        select * from seamless_win(provider_code => c.provider_code, tx_ref => c.tx_ref,
            request_hash => c.request_hash, member_id => c.member_id, round_ref => c.round_ref,
            amount => c.amount, end_round => c.end_round, event_key => c.event_key,
            house_kind => c.house_kind, at => c.at, nonce => c.nonce)
          where c.kind = 'win') s`.execute(db);
  if (result.rows.length !== calls.length) {
    throw new Error(`a statement of ${calls.length} seamless calls answered ${result.rows.length} rows`);
  }
  const answers: AppliedCall[] = new Array(calls.length);
  for (const { place, ...answer } of result.rows) answers[place] = answer;
  return answers;
}

/** One item's answer of seamless_win_batch (db/sql/seamless_win_batch.sql). */
export interface AppliedBatchItem {
  item: number;
  outcome: 'applied' | 'existing' | 'refused';
  code: string | null;
  message: string | null;
  balance: string | null;
  journal_id: string | null;
  existing_kind: GameTransactionKind | null;
  existing_status: GameTransactionStatus | null;
  existing_hash: string | null;
  existing_response: unknown;
}

/** Many wins in one statement: see db/sql/seamless_win_batch.sql; one row per item, in item order. */
export async function applyWinBatch(
  db: Db,
  batch: {
    providerCode: string;
    nonce: string | null;
    items: readonly {
      txRef: string;
      requestHash: string;
      /** null: not a member id (the item is refused PLAYER_NOT_FOUND). */
      memberId: string | null;
      roundRef: string;
      amount: bigint;
      endRound: boolean;
      eventKey: string;
    }[];
    houseKind: string;
    at: Date;
  },
): Promise<AppliedBatchItem[]> {
  const column = <T>(pick: (item: (typeof batch.items)[number]) => T) => batch.items.map(pick);
  const result = await sql<AppliedBatchItem>`
    select * from seamless_win_batch(provider_code => ${batch.providerCode}, nonce => ${batch.nonce},
      tx_refs => ${column((item) => item.txRef)}::text[],
      request_hashes => ${column((item) => item.requestHash)}::text[],
      member_ids => ${column((item) => item.memberId)}::bigint[],
      round_refs => ${column((item) => item.roundRef)}::text[],
      amounts => ${column((item) => item.amount.toString())}::bigint[],
      end_rounds => ${column((item) => item.endRound)}::boolean[],
      event_keys => ${column((item) => item.eventKey)}::text[],
      house_kind => ${batch.houseKind}, at => ${batch.at})`.execute(db);
  if (result.rows.length !== batch.items.length) {
    throw new Error(`seamless_win_batch answered ${result.rows.length} rows for ${batch.items.length} items`);
  }
  return result.rows;
}

/** Hands these vendors' games to a provider (the house sportsbook takes the sports, e-sports and cockfight vendors). */
export async function assignVendors(db: Db, code: string, vendorCodes: readonly string[]): Promise<void> {
  await db.updateTable('game_vendor').set({ provider_code: code }).where('code', 'in', vendorCodes).execute();
}
