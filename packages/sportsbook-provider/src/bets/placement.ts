import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AcceptOddsChange, SbBet, sbPlaceBetRequestSchema } from '../client-api.js';
import type { SbContext, SbDb } from '../context.js';
import { SbError } from '../errors.js';
import { fromMoney, toMoney } from '../money.js';
import { oddsFromWire, oddsToWire } from '../odds/odds-format.js';
import type { SessionRow } from '../sessions.js';
import { cachedSettings, type BookSettings } from '../settings.js';
import { cancelUnansweredBet, queueCalls, type WalletCallRow } from '../wallet/outbox.js';
import { walletFailure } from '../wallet/wallet-errors.js';
import { betViews, type BetRow } from './bet-view.js';
import { releaseExposure, reserveExposure } from './exposure.js';

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
}

/** The legs as the book offers them now (throws for unknown selections or another product's fixture). */
async function priceLegs(db: SbDb, session: SessionRow, legs: PlaceBetRequest['legs']): Promise<PricedLeg[]> {
  const markets = await db
    .selectFrom('sb_market as m')
    .innerJoin('sb_fixture as f', 'f.id', 'm.fixture_id')
    .select(['m.id', 'm.fixture_id', 'm.status', 'm.selections', 'f.status as fixture_status', 'f.product'])
    .where(
      'm.id',
      'in',
      legs.map((leg) => leg.marketId),
    )
    .execute();
  return legs.map((leg) => {
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
    };
  });
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

/** The bet's own bounds; the totals of its markets are checked as it is stored (reserveExposure). */
function checkStake(settings: BookSettings, stake: bigint, odds: bigint): void {
  const { limits } = settings;
  if (stake < BigInt(limits.minStake)) throw new SbError(400, 'stake_too_low');
  if (stake > BigInt(limits.maxStake)) throw new SbError(400, 'stake_too_high');
  if ((stake * odds) / 100n > BigInt(limits.maxPayout)) throw new SbError(400, 'payout_too_high');
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

/**
 * Places a single or a multiple. Pre-match: checked, stored with its bet call, and the bet sent to the
 * wallet. In-play: stored as pending, then after the in-play delay checked again (a market suspended or
 * a price moved against the preference meanwhile refuses it) before it is sent. A repeated requestId
 * answers the same bet.
 */
export async function placeBet(ctx: SbContext, session: SessionRow, input: PlaceBetRequest): Promise<SbBet> {
  const existing = await findBet(ctx.db, session.player_id, input.requestId);
  if (existing) return replay(ctx, existing);
  const settings = await cachedSettings(ctx);
  if (input.legs.length > settings.limits.maxLegs)
    throw new SbError(400, 'invalid_request', {}, `At most ${settings.limits.maxLegs} selections`);
  const stake = fromMoney(input.stake);
  const legs = await priceLegs(ctx.db, session, input.legs);
  if (new Set(legs.map((leg) => leg.fixtureId)).size !== legs.length) throw new SbError(400, 'same_fixture');
  const taken = checkLegs(legs, input.accept);
  const odds = combinedOdds(taken);
  checkStake(settings, stake, odds);

  const inPlay = legs.some((leg) => leg.live);
  const delayed = inPlay && settings.inPlayDelayMs > 0;
  let bet: BetRow;
  let betCall: WalletCallRow | null;
  try {
    ({ bet, betCall } = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.now();
      const row = await trx
        .insertInto('sb_bet')
        .values({
          bet_uid: `sb${randomBytes(10).toString('hex')}`,
          player_id: session.player_id,
          session_id: session.id,
          request_id: input.requestId,
          kind: legs.length === 1 ? 'single' : 'multiple',
          stake,
          odds,
          status: 'pending',
          refusal: JSON.stringify(null),
          remaining_stake: stake,
          unresolved: legs.length,
          in_play: inPlay,
          accept: input.accept,
          balance_after: null,
          created_at: now,
          settled_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('sb_bet_leg')
        .values(
          legs.map((leg, index) => ({
            bet_id: row.id,
            leg_no: index,
            fixture_id: leg.fixtureId,
            market_id: leg.marketId,
            selection_id: leg.selectionId,
            odds: BigInt(taken[index]!),
            result: JSON.stringify(null),
          })),
        )
        .execute();
      const call = delayed ? null : await queueBetCall(trx, session, row, now);
      // Last before commit: the market rows it locks are held as briefly as possible.
      await reserveExposure(trx, settings, { playerId: session.player_id, stake, odds, legs });
      return { bet: row, betCall: call };
    }));
  } catch (error) {
    if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    const raced = await findBet(ctx.db, session.player_id, input.requestId);
    if (!raced) throw error;
    return replay(ctx, raced);
  }

  if (delayed) {
    await ctx.sleep(settings.inPlayDelayMs);
    try {
      const again = await priceLegs(ctx.db, session, input.legs);
      checkLegs(again, input.accept);
    } catch (error) {
      if (error instanceof SbError) await ctx.db.transaction().execute((trx) => refuse(trx, bet, error));
      throw error;
    }
    betCall = await ctx.db.transaction().execute((trx) => queueBetCall(trx, session, bet, ctx.now()));
  }
  return sendBet(ctx, bet, betCall!);
}

async function queueBetCall(db: SbDb, session: SessionRow, bet: BetRow, now: Date): Promise<WalletCallRow> {
  const txId = `sb-bet-${bet.bet_uid}`;
  const [call] = await queueCalls(
    db,
    [
      {
        kind: 'bet',
        bet_id: bet.id,
        tx_id: txId,
        body: {
          launchToken: session.launch_token,
          playerId: session.player_id,
          txId,
          roundId: bet.bet_uid,
          amount: toMoney(bet.stake),
        },
        attempts: 1,
        nextAttemptAt: now,
      },
    ],
    now,
  );
  return call!;
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
async function sendBet(ctx: SbContext, bet: BetRow, call: WalletCallRow): Promise<SbBet> {
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
  // Acknowledged and opened in one statement; if every leg was decided meanwhile (a market settled
  // during the call) the settlement pass takes it.
  const { rows } = await sql<BetRow>`
    with acked as (
      update sb_wallet_call set status = 'acked', acked_at = ${now}
      where id = ${call.id} and status = 'pending'
      returning bet_id
    )
    update sb_bet set status = 'open', balance_after = ${fromMoney(answer.value.balance)}, version = version + 1
    where id = (select bet_id from acked)
    returning *`.execute(ctx.db);
  const opened = rows[0];
  if (!opened) throw new SbError(503, 'wallet_unavailable');
  const [view] = await betViews(ctx, [opened], answer.value.balance);
  return view!;
}
