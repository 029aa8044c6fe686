import { randomBytes } from 'node:crypto';
import { seamlessEndpoints } from '@app/contracts';
import { batchedPerOwner } from '@app/house-provider/batched';
import { ExpiringCache } from '@app/house-provider/expiring-cache';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AcceptOddsChange, SbBet, sbPlaceBetRequestSchema } from '../client-api.js';
import type { SbContext, SbDb } from '../context.js';
import { SbError } from '../errors.js';
import { fromMoney, toMoney } from '../money.js';
import { oddsFromWire, oddsToWire } from '../odds/odds-format.js';
import type { SessionRow } from '../sessions.js';
import { cachedSettings, type BookSettings } from '../settings.js';
import { cancelUnansweredBet, type WalletCallRow } from '../wallet/outbox.js';
import { walletFailure } from '../wallet/wallet-errors.js';
import { betViews, type BetRow, type KnownLegs, type LegRow } from './bet-view.js';
import {
  exposureRefusal,
  isLegRefusal,
  releaseExposure,
  reserveExposureCall,
  retryingBusy,
} from './exposure.js';
import { betLimits, type BetLimits, type LimitOverride, type PlayerLimits } from './limits.js';

type PlaceBetRequest = z.infer<typeof sbPlaceBetRequestSchema>;

const UNIQUE_VIOLATION = '23505';

interface PricedLeg {
  fixtureId: string;
  marketId: string;
  selectionId: string;
  seen: number;
  current: number | null;
  open: boolean;
  live: boolean;
  sport: string;
  limits: LimitOverride | null;
  /** What the bet view shows of the leg. */
  view: Pick<LegRow, 'market_name' | 'selections' | 'home' | 'away'>;
}

interface PricedBet {
  legs: PricedLeg[];
  player: PlayerLimits | null;
  /** Read from this copy's cache (checked against the book by the statement that stores the bet). */
  cached: boolean;
}

const bigOrNull = (value: string | null): bigint | null => (value === null ? null : BigInt(value));

type MarketRow = Awaited<ReturnType<typeof readMarkets>>[number];

function readMarkets(db: SbDb, playerId: string, marketIds: readonly string[]) {
  return db
    .selectFrom('sb_market as m')
    .innerJoin('sb_fixture as f', 'f.id', 'm.fixture_id')
    .leftJoin('sb_player_limit as p', (join) => join.on('p.player_id', '=', playerId))
    .select([
      'm.id',
      'm.fixture_id',
      'm.status',
      'm.selections',
      'm.name',
      'm.limits',
      'f.status as fixture_status',
      'f.product',
      'f.sport',
      'f.home',
      'f.away',
      'p.max_stake',
      'p.max_payout',
      'p.max_stake_per_market',
    ])
    .where('m.id', 'in', marketIds)
    .execute();
}

/**
 * Markets and players' limits as this copy last read them, for a second at most (like the settings):
 * a placement priced from them is stored only if every leg's status and price are still those it was
 * priced on (sb_check_legs in the same statement), else it is priced again from the book.
 */
const LEG_CACHE_MS = 1_000;
const LEG_CACHE_MAX = 10_000;
interface LegCache {
  markets: ExpiringCache<MarketRow>;
  players: ExpiringCache<PlayerLimits | null>;
}
const legCaches = new WeakMap<object, LegCache>();

function legCache(db: SbDb): LegCache {
  let cache = legCaches.get(db);
  if (!cache) {
    cache = {
      markets: new ExpiringCache(LEG_CACHE_MS, LEG_CACHE_MAX),
      players: new ExpiringCache(LEG_CACHE_MS, LEG_CACHE_MAX),
    };
    legCaches.set(db, cache);
  }
  return cache;
}

/** Forgets what this copy read of markets and players' limits (an operator changed a limit here). */
export function forgetPricedLegs(db: SbDb): void {
  legCaches.delete(db);
}

/**
 * The legs as the book offers them with the player's own limits: from this copy's cache when `cached`
 * and every part is there, else in one query (throws for unknown selections or another product's fixture).
 */
async function priceLegs(
  db: SbDb,
  session: SessionRow,
  legs: PlaceBetRequest['legs'],
  cached: boolean,
): Promise<PricedBet> {
  const cache = legCache(db);
  const hits = legs.map((leg) => cache.markets.get(leg.marketId));
  const own = cache.players.get(session.player_id);
  let markets: MarketRow[];
  let player: PlayerLimits | null;
  const fromCache = cached && hits.every((hit) => hit !== undefined) && own !== undefined;
  if (fromCache) {
    markets = hits as MarketRow[];
    player = own;
  } else {
    markets = await readMarkets(
      db,
      session.player_id,
      legs.map((leg) => leg.marketId),
    );
    const limits = markets.find(
      (m) => m.max_stake !== null || m.max_payout !== null || m.max_stake_per_market !== null,
    );
    player = limits
      ? {
          maxStake: bigOrNull(limits.max_stake),
          maxPayout: bigOrNull(limits.max_payout),
          maxStakePerMarket: bigOrNull(limits.max_stake_per_market),
        }
      : null;
    for (const market of markets) cache.markets.set(market.id, market);
    if (markets.length > 0) cache.players.set(session.player_id, player);
  }
  return {
    cached: fromCache,
    player,
    legs: legs.map((leg) => {
      const market = markets.find((m) => m.id === leg.marketId);
      const selection = market?.selections.find((s) => s.id === leg.selectionId);
      const seen = oddsFromWire(leg.odds);
      if (!market || !selection || market.product !== session.product || seen === null)
        throw new SbError(400, 'selection_not_found');
      const fixtureOpen = market.fixture_status === 'scheduled' || market.fixture_status === 'live';
      return {
        fixtureId: market.fixture_id,
        marketId: market.id,
        selectionId: leg.selectionId,
        seen,
        current: selection.odds,
        open: market.status === 'open' && fixtureOpen && selection.odds !== null,
        live: market.fixture_status === 'live',
        sport: market.sport,
        limits: market.limits,
        view: {
          market_name: market.name,
          selections: market.selections,
          home: market.home,
          away: market.away,
        },
      };
    }),
  };
}

/** The price a leg is taken at under the player's preference, or null when it moved against it. */
function takenOdds(leg: PricedLeg, accept: AcceptOddsChange): number | null {
  if (leg.current === null) return null;
  if (leg.current === leg.seen) return leg.current;
  if (accept === 'any') return leg.current;
  if (accept === 'higher' && leg.current > leg.seen) return leg.current;
  return null;
}

/** Refuses legs that are closed or whose price moved against the preference; answers the taken prices. */
function checkLegs(legs: readonly PricedLeg[], accept: AcceptOddsChange): number[] {
  if (legs.some((leg) => !leg.open)) throw new SbError(409, 'market_closed');
  const taken = legs.map((leg) => takenOdds(leg, accept));
  if (taken.some((odds) => odds === null))
    throw new SbError(409, 'odds_changed', {
      odds: legs.map((leg) => (leg.current === null ? null : oddsToWire(leg.current))),
    });
  return taken as number[];
}

/** Combined decimal odds (hundredths) of a multiple, rounded down. */
export function combinedOdds(odds: readonly number[]): bigint {
  let value = 100n;
  for (const leg of odds) value = (value * BigInt(leg)) / 100n;
  return value;
}

/** The bet's own bounds; the totals of its markets are checked as it is stored (sb_reserve_exposure). */
function checkStake(settings: BookSettings, limits: BetLimits, stake: bigint, odds: bigint): void {
  if (stake < BigInt(settings.limits.minStake)) throw new SbError(400, 'stake_too_low');
  if (stake > limits.maxStake) {
    const max = toMoney(limits.maxStake);
    throw new SbError(400, 'stake_too_high', { max }, `The stake is above the maximum of ${max}`);
  }
  checkPayout(limits, stake, odds);
}

/** The bet's potential return within its maximum payout. */
function checkPayout(limits: BetLimits, stake: bigint, odds: bigint): void {
  if ((stake * odds) / 100n > limits.maxPayout) {
    const max = toMoney(limits.maxPayout);
    throw new SbError(
      400,
      'payout_too_high',
      { max },
      `The potential return is above the maximum payout of ${max}`,
    );
  }
}

function findBet(db: SbDb, playerId: string, requestId: string): Promise<BetRow | undefined> {
  return db
    .selectFrom('sb_bet')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

/** The answer to a bet already started with this request id. */
async function replay(ctx: SbContext, bet: BetRow): Promise<SbBet> {
  if (bet.status === 'pending') throw new SbError(409, 'bet_in_progress');
  if (bet.status === 'refused' && bet.refusal) {
    const refusal = bet.refusal as {
      key: SbError['value']['key'];
      message: string;
      extra?: object;
      status?: number;
    };
    throw new SbError(refusal.status ?? 409, refusal.key, refusal.extra ?? {}, refusal.message);
  }
  const [view] = await betViews(ctx, [bet]);
  return view!;
}

interface StoredBet {
  bet: BetRow;
  call: WalletCallRow | null;
}

interface BetCall {
  txId: string;
  /** The signed body, as stored. */
  body: string;
}

/** The bet call's transaction id and signed body (the platform's seamless bet). */
function betCallOf(session: SessionRow, betUid: string, stake: bigint): BetCall {
  const txId = `sb-bet-${betUid}`;
  return {
    txId,
    body: JSON.stringify({
      launchToken: session.launch_token,
      playerId: session.player_id,
      txId,
      roundId: betUid,
      amount: toMoney(stake),
    }),
  };
}

/** The part of a statement that queues the bet call of its `bet` row (add a where and the returning). */
const insertBetCall = (call: BetCall, now: Date) => sql`
  insert into sb_wallet_call (kind, bet_id, tx_id, path, body, status, attempts, next_attempt_at, created_at)
  select 'bet', bet.id, ${call.txId}, ${seamlessEndpoints.bet.path}, ${call.body}, 'pending', 1, ${now}, ${now}
  from bet`;

const betCallRow = (id: string, betId: string, call: BetCall, now: Date): WalletCallRow => ({
  id,
  tx_id: call.txId,
  kind: 'bet',
  bet_id: betId,
  path: seamlessEndpoints.bet.path,
  body: call.body,
  status: 'pending',
  attempts: 1,
  next_attempt_at: now,
  last_error: null,
  created_at: now,
  acked_at: null,
});

/**
 * sb_leg_prices (migration sb-0005): the legs' current prices, raising unless every leg is open at a
 * price `accept` takes against `odds`.
 */
const legPricesCall = (
  legs: readonly { marketId: string; selectionId: string; odds: number; live?: boolean }[],
  accept: AcceptOddsChange,
) => sql<number[]>`sb_leg_prices(${JSON.stringify(legs)}::jsonb, ${accept})`;

/**
 * Stores a bet (pending), its legs, its bet call (unless delayed) and its exposure in one statement, its
 * own transaction, which also checks that every leg is still open at the price it was priced on (and
 * still in play or not), so a price cached or read a moment ago cannot be taken once it changed: the
 * exposure rows sb_reserve_exposure locks are held until that statement's commit and no longer. The
 * commit is durable, so the bet call is on disk before it is sent. Answers null when the request id
 * was taken.
 */
async function storeBet(
  ctx: SbContext,
  session: SessionRow,
  input: PlaceBetRequest,
  bet: {
    legs: PricedLeg[];
    taken: number[];
    stake: bigint;
    odds: bigint;
    inPlay: boolean;
    withCall: boolean;
  },
  limits: BetLimits,
): Promise<StoredBet | null> {
  const now = ctx.now();
  const betUid = `sb${randomBytes(10).toString('hex')}`;
  const call = betCallOf(session, betUid, bet.stake);
  const legs = bet.legs.map((leg, index) => ({
    fixtureId: leg.fixtureId,
    marketId: leg.marketId,
    selectionId: leg.selectionId,
    odds: bet.taken[index],
  }));
  const reservation = reserveExposureCall({
    playerId: session.player_id,
    stake: bet.stake,
    odds: bet.odds,
    legs: bet.legs,
    limits: limits.reservation,
  });
  const unchanged = legPricesCall(
    bet.legs.map((leg) => ({
      marketId: leg.marketId,
      selectionId: leg.selectionId,
      odds: leg.current!,
      live: leg.live,
    })),
    'none',
  );
  const { rows } = await retryingBusy(() =>
    sql<BetRow & { call_id: string | null }>`
    with bet as (
      insert into sb_bet (bet_uid, player_id, session_id, request_id, kind, stake, odds, status, refusal,
                          remaining_stake, unresolved, in_play, accept, balance_after, created_at, settled_at)
      values (${betUid}, ${session.player_id}, ${session.id}, ${input.requestId},
              ${legs.length === 1 ? 'single' : 'multiple'}, ${bet.stake}, ${bet.odds}, 'pending', 'null'::jsonb,
              ${bet.stake}, ${legs.length}, ${bet.inPlay}, ${input.accept}, null, ${now}, null)
      on conflict (player_id, request_id) do nothing
      returning *
    ), legs as (
      insert into sb_bet_leg (bet_id, leg_no, fixture_id, market_id, selection_id, odds, result)
      select bet.id, (l.n - 1)::integer, l.leg ->> 'fixtureId', (l.leg ->> 'marketId')::bigint,
             l.leg ->> 'selectionId', (l.leg ->> 'odds')::bigint, 'null'::jsonb
      from bet, jsonb_array_elements(${JSON.stringify(legs)}::jsonb) with ordinality l(leg, n)
    ), call as (
      ${insertBetCall(call, now)} where ${bet.withCall}
      returning id
    )
    select bet.*, (select id from call) as call_id, ${unchanged} as unchanged, ${reservation} as reserved
    from bet`.execute(ctx.db),
  );
  const row = rows[0];
  if (!row) return null;
  const { call_id: callId, ...stored } = row as BetRow & {
    call_id: string | null;
    unchanged?: unknown;
    reserved?: unknown;
  };
  delete (stored as { unchanged?: unknown }).unchanged;
  delete (stored as { reserved?: unknown }).reserved;
  return { bet: stored, call: callId === null ? null : betCallRow(callId, stored.id, call, now) };
}

/** Acks written by one statement at most (a placement's callers share it, see `batched`). */
const SHARED_WRITE_MAX = 200;

/**
 * Acknowledged and opened in one statement shared by concurrent placements; if every leg was decided
 * meanwhile (a market settled during the call) the settlement pass takes it.
 */
const ackBet = batchedPerOwner(
  async (ctx: SbContext, answers: readonly { callId: string; balance: bigint }[]) => {
    const { rows } = await sql<BetRow & { acked_call_id: string }>`
      with v as (
        select * from unnest(${answers.map((a) => a.callId)}::bigint[],
                             ${answers.map((a) => a.balance.toString())}::bigint[]) as v(call_id, balance)
      ), acked as (
        update sb_wallet_call c set status = 'acked', acked_at = ${ctx.now()}
        from v where c.id = v.call_id and c.status = 'pending'
        returning c.id, c.bet_id, v.balance
      )
      update sb_bet b set status = 'open', balance_after = acked.balance, version = b.version + 1
      from acked where b.id = acked.bet_id
      returning b.*, acked.id as acked_call_id`.execute(ctx.db);
    const byCall = new Map(
      rows.map(({ acked_call_id: callId, ...bet }) => [String(callId), bet as BetRow] as const),
    );
    return answers.map((answer) => byCall.get(String(answer.callId)));
  },
  SHARED_WRITE_MAX,
);

interface Confirmed {
  call: WalletCallRow;
  /** The prices the bet is taken at: those the player's preference accepted after the delay. */
  taken: number[];
}

/**
 * An in-play bet after its delay, in one transaction: every leg still open at a price the player's
 * preference accepts against the price the bet was taken at (sb_leg_prices), and its bet call queued
 * (a synchronous commit: durable before it is sent). Accepted at new prices, the bet and its legs take
 * them and its exposure is counted again at them (the market limits and the maximum payout checked on
 * them). A suspended market, a price moved against the preference or a limit passed refuses the bet and
 * gives its exposure back; nothing else was moved.
 */
async function confirmBet(
  ctx: SbContext,
  session: SessionRow,
  bet: BetRow,
  legs: readonly PricedLeg[],
  taken: readonly number[],
  accept: AcceptOddsChange,
  limits: BetLimits,
): Promise<Confirmed> {
  const now = ctx.now();
  const call = betCallOf(session, bet.bet_uid, BigInt(bet.stake));
  const acceptable = legPricesCall(
    legs.map((leg, index) => ({ marketId: leg.marketId, selectionId: leg.selectionId, odds: taken[index]! })),
    accept,
  );
  const confirm = async (trx: SbDb): Promise<Confirmed | null> => {
    const { rows } = await sql<{ prices: number[] }>`
      select ${acceptable} as prices from sb_bet where id = ${bet.id} and status = 'pending' for update`.execute(
      trx,
    );
    if (!rows[0]) return null;
    const prices = rows[0].prices;
    if (prices.some((odds, index) => odds !== taken[index])) await repriceBet(trx, bet, legs, prices, limits);
    const inserted = await sql<{ id: string }>`
      with bet as (select ${bet.id}::bigint as id)
      ${insertBetCall(call, now)}
      returning id`.execute(trx);
    return { call: betCallRow(inserted.rows[0]!.id, bet.id, call, now), taken: prices };
  };
  let confirmed: Confirmed | null;
  try {
    confirmed = await retryingBusy(() => ctx.db.transaction().execute(confirm));
  } catch (error) {
    const refusal = exposureRefusal(error) ?? (error instanceof SbError ? error : null);
    if (!refusal) throw error;
    await ctx.db.transaction().execute((trx) => refuse(trx, bet, refusal));
    throw refusal;
  }
  if (!confirmed) throw new SbError(409, 'bet_in_progress');
  return confirmed;
}

/**
 * A pending bet taken at other prices than it was stored with: its odds and legs' odds changed and its
 * exposure counted again at them, within the limits (in the caller's transaction).
 */
async function repriceBet(
  trx: SbDb,
  bet: BetRow,
  legs: readonly PricedLeg[],
  prices: readonly number[],
  limits: BetLimits,
): Promise<void> {
  const stake = BigInt(bet.stake);
  const odds = combinedOdds(prices);
  checkPayout(limits, stake, odds);
  await releaseExposure(trx, bet.id);
  await sql`
    with legs as (
      update sb_bet_leg l set odds = v.odds
      from unnest(${prices.map((_, index) => index)}::integer[], ${prices.map(String)}::bigint[]) v(leg_no, odds)
      where l.bet_id = ${bet.id} and l.leg_no = v.leg_no
    )
    update sb_bet set odds = ${odds}, version = version + 1 where id = ${bet.id}`.execute(trx);
  const reservation = reserveExposureCall({
    playerId: bet.player_id,
    stake,
    odds,
    legs,
    limits: limits.reservation,
  });
  await sql`select ${reservation}`.execute(trx);
}

/** The answer to a request id already used, or the refusal when there is none. */
async function replayOr(
  ctx: SbContext,
  session: SessionRow,
  requestId: string,
  error: unknown,
): Promise<SbBet> {
  const existing = await findBet(ctx.db, session.player_id, requestId);
  if (!existing) throw error;
  return replay(ctx, existing);
}

interface Placement {
  stored: StoredBet | null;
  priced: PricedBet;
  taken: number[];
  limits: BetLimits;
  delayed: boolean;
}

/** A bet checked against its legs as priced and stored (see storeBet). */
async function checkAndStore(
  ctx: SbContext,
  session: SessionRow,
  input: PlaceBetRequest,
  settings: BookSettings,
  stake: bigint,
  priced: PricedBet,
): Promise<Placement> {
  const { legs } = priced;
  if (new Set(legs.map((leg) => leg.fixtureId)).size !== legs.length) throw new SbError(400, 'same_fixture');
  const taken = checkLegs(legs, input.accept);
  const odds = combinedOdds(taken);
  const limits = betLimits(settings, priced.player, legs);
  checkStake(settings, limits, stake, odds);
  const inPlay = legs.some((leg) => leg.live);
  const delayed = inPlay && settings.inPlayDelayMs > 0;
  const stored = await storeBet(
    ctx,
    session,
    input,
    { legs, taken, stake, odds, inPlay, withCall: !delayed },
    limits,
  );
  return { stored, priced, taken, limits, delayed };
}

/** How many times a placement is priced before the refusal stands (the legs keep changing under it). */
const MAX_PRICINGS = 3;

/**
 * Prices the legs (from this copy's cache first) and stores the bet. Refused on cached prices, or found
 * changed by the storing statement, it is priced again from the book: only a refusal on the book's own
 * current prices is answered.
 */
async function priceAndStore(
  ctx: SbContext,
  session: SessionRow,
  input: PlaceBetRequest,
  settings: BookSettings,
  stake: bigint,
): Promise<Placement> {
  for (let pricing = 1; ; pricing++) {
    const priced = await priceLegs(ctx.db, session, input.legs, pricing === 1);
    try {
      return await checkAndStore(ctx, session, input, settings, stake, priced);
    } catch (error) {
      const checked = exposureRefusal(error);
      const again =
        pricing < MAX_PRICINGS &&
        ((priced.cached && (checked !== null || error instanceof SbError)) ||
          (checked !== null && isLegRefusal(checked)));
      if (!again) throw error;
    }
  }
}

/**
 * Places a single or a multiple. Pre-match: checked, stored with its bet call, and the bet sent to the
 * wallet. In-play: stored as pending with its exposure, then after the in-play delay confirmed by one
 * statement (a market suspended or a price moved against the preference meanwhile refuses it) before
 * it is sent. A repeated requestId answers the same bet (looked up only when the placement is refused
 * or its id is taken).
 */
export async function placeBet(ctx: SbContext, session: SessionRow, input: PlaceBetRequest): Promise<SbBet> {
  const settings = await cachedSettings(ctx);
  let placement: Placement;
  try {
    if (input.legs.length > settings.limits.maxLegs)
      throw new SbError(400, 'invalid_request', {}, `At most ${settings.limits.maxLegs} selections`);
    placement = await priceAndStore(ctx, session, input, settings, fromMoney(input.stake));
  } catch (error) {
    const refusal = exposureRefusal(error) ?? error;
    if (refusal instanceof SbError || (error as { code?: string }).code === UNIQUE_VIOLATION)
      return replayOr(ctx, session, input.requestId, refusal);
    throw error;
  }
  const { stored, priced, limits, delayed } = placement;
  if (!stored) return replayOr(ctx, session, input.requestId, new SbError(409, 'bet_in_progress'));
  const { bet } = stored;
  let betCall = stored.call;
  let { taken } = placement;
  let { legs } = priced;
  if (delayed) {
    await ctx.sleep(settings.inPlayDelayMs);
    ({ call: betCall, taken } = await confirmBet(ctx, session, bet, legs, taken, input.accept, limits));
    // The prices it was confirmed at are the book's current ones (the cash-out value's reference).
    legs = legs.map((leg, index) => ({ ...leg, current: taken[index]! }));
  }
  return sendBet(ctx, bet, betCall!, knownLegs(bet, legs, taken));
}

/** The view's legs of a bet just placed, from the prices read for it (no second read). */
function knownLegs(bet: BetRow, legs: readonly PricedLeg[], taken: readonly number[]): KnownLegs {
  return {
    legs: legs.map((leg, index) => ({
      bet_id: bet.id,
      leg_no: index,
      fixture_id: leg.fixtureId,
      selection_id: leg.selectionId,
      odds: String(taken[index]),
      result: null,
      ...leg.view,
    })),
    cashout: legs.map((leg, index) => ({
      odds: String(taken[index]),
      result: null,
      marketStatus: leg.open ? 'open' : 'suspended',
      current: leg.current,
    })),
  };
}

/** Refuses a pending bet and gives back its exposure (in the caller's transaction). */
async function refuse(trx: SbDb, bet: BetRow, error: SbError): Promise<void> {
  const refused = await trx
    .updateTable('sb_bet')
    .set((eb) => ({
      status: 'refused',
      refusal: JSON.stringify({
        key: error.value.key,
        message: error.message,
        extra: { ...error.value, key: undefined },
        status: error.statusCode,
      }),
      version: eb('version', '+', 1),
    }))
    .where('id', '=', bet.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (refused.numUpdatedRows > 0n) await releaseExposure(trx, bet.id);
}

/** Sends the bet call: accepted → open; refused → refused; no answer → cancelled and rolled back. */
async function sendBet(ctx: SbContext, bet: BetRow, call: WalletCallRow, known: KnownLegs): Promise<SbBet> {
  const answer = await ctx.wallet.send(call.path, call.body);
  const now = ctx.now();
  if (answer.kind === 'refused') {
    const failure = walletFailure(answer);
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sb_wallet_call')
        .set({ status: 'failed', last_error: `${answer.code}: ${answer.message}` })
        .where('id', '=', call.id)
        .where('status', '=', 'pending')
        .execute();
      await refuse(trx, bet, failure);
    });
    throw failure;
  }
  if (answer.kind === 'unknown') {
    ctx.log.warn(
      { txId: call.tx_id, reason: answer.reason },
      'sportsbook: bet outcome unknown; rolling it back',
    );
    await ctx.db.transaction().execute((trx) => cancelUnansweredBet(trx, call, answer.reason, now));
    throw walletFailure(answer);
  }
  const opened = await ackBet(ctx, { callId: call.id, balance: fromMoney(answer.value.balance) });
  if (!opened) throw new SbError(503, 'wallet_unavailable');
  const [view] = await betViews(ctx, [opened], answer.value.balance, known);
  return view!;
}
