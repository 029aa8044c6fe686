import type {
  sportsbookMarketDetailSchema,
  sportsbookMarketLimitsSchema,
  sportsbookMarketLimitsViewSchema,
  sportsbookPlayerLimitsSchema,
  sportsbookPlayerLimitsViewSchema,
} from '@app/contracts';
import type { z } from 'zod';
import type { SbContext } from '../context.js';
import { SbError } from '../errors.js';
import { applyFeedMessages, settleMarket } from '../feed/apply.js';
import { toMoney } from '../money.js';
import { allSelectionsVoid, legResults, oneWinner, type LegOutcome } from '../settlement/outcome.js';
import { bookSettingsSchema, readSettings, writeSettings, type BookSettings } from '../settings.js';
import { marketView } from './listing.js';
import { marketLimitsFor, playerLimitsFor, type PlayerLimits } from '../bets/limits.js';
import { forgetPricedLegs } from '../bets/placement.js';

export type MarketLimitsView = z.infer<typeof sportsbookMarketLimitsViewSchema>;
export type PlayerLimitsView = z.infer<typeof sportsbookPlayerLimitsViewSchema>;
type LimitOverrideInput = z.infer<typeof sportsbookMarketLimitsSchema>;
type PlayerLimitsInput = z.infer<typeof sportsbookPlayerLimitsSchema>;

const hasOverride = (limits: object | null): boolean =>
  limits !== null && Object.values(limits).some((value) => value !== null && value !== undefined);

/** A market's exposure: stakes and what each selection would pay on the open bets backing it. */
export interface MarketLiability {
  marketId: string;
  fixtureId: string;
  fixture: string;
  market: string;
  status: string;
  held: boolean;
  bets: number;
  stake: string;
  /** Per selection: the payout if it wins (every open bet's potential return through it). */
  selections: { id: string; name: string; odds: string | null; payout: string }[];
  /** The book's worst result: the largest selection payout less the stakes taken. */
  liability: string;
  /** Minor units as "12.50": what placement applies to the market now. */
  limits: { maxStake: string; maxPayout: string; maxLiability: string; overridden: boolean };
}

/** One market by its id, whatever its state: what a resettlement by id shows before it is confirmed. */
export type MarketDetail = z.infer<typeof sportsbookMarketDetailSchema>;

async function requireMarket(ctx: SbContext, marketId: string) {
  const market = await ctx.db
    .selectFrom('sb_market')
    .selectAll()
    .where('id', '=', marketId)
    .executeTakeFirst();
  if (!market) throw new SbError(404, 'selection_not_found', {}, 'Market not found');
  return market;
}

/** The operator's controls of the book (the platform serves them under operator:games). */
export function bookOperator(ctx: SbContext, afterChange: () => Promise<void>) {
  async function result(marketId: string, outcomes: (selectionIds: string[]) => Record<string, LegOutcome>) {
    const market = await requireMarket(ctx, marketId);
    if (market.status === 'cancelled')
      throw new SbError(409, 'market_closed', {}, 'The market was cancelled');
    await ctx.db
      .transaction()
      .execute((trx) =>
        settleMarket(
          trx,
          market.fixture_id,
          market.key,
          outcomes(market.selections.map((s) => s.id)),
          'settled',
          ctx.now(),
        ),
      );
    await afterChange();
    return marketView(await requireMarket(ctx, marketId));
  }

  const operator = {
    settings: (): Promise<BookSettings> => readSettings(ctx.db),
    async updateSettings(patch: Partial<BookSettings>): Promise<BookSettings> {
      const next = bookSettingsSchema.parse({ ...(await readSettings(ctx.db)), ...patch });
      await writeSettings(ctx.db, next);
      return next;
    },

    /**
     * Open markets (of a fixture, or all) with their exposure, largest liability first, read from the
     * running exposure rows placement keeps (sb_exposure): bets refunded or cashed out are out of it,
     * settled ones stay until their market is settled.
     */
    async liability(fixtureId?: string): Promise<MarketLiability[]> {
      let markets = ctx.db
        .selectFrom('sb_market as m')
        .innerJoin('sb_fixture as f', 'f.id', 'm.fixture_id')
        .select([
          'm.id',
          'm.fixture_id',
          'm.name',
          'm.status',
          'm.held',
          'm.selections',
          'm.limits',
          'f.sport',
          'f.home',
          'f.away',
        ])
        .where('m.status', 'in', ['open', 'suspended']);
      markets = fixtureId
        ? markets.where('m.fixture_id', '=', fixtureId)
        : markets.where('f.status', 'in', ['scheduled', 'live']);
      const rows = await markets.orderBy('m.id').limit(500).execute();
      if (rows.length === 0) return [];
      const exposure = await ctx.db
        .selectFrom('sb_exposure')
        .select((eb) => [
          'market_id',
          'scope',
          eb.fn.sum<string>('stake').as('stake'),
          eb.fn.sum<string>('payout').as('payout'),
          eb.fn.sum<string>('bets').as('bets'),
        ])
        .where(
          'market_id',
          'in',
          rows.map((row) => row.id),
        )
        .where((eb) => eb.or([eb('scope', '=', 'market'), eb('scope', 'like', 's:%')]))
        .groupBy(['market_id', 'scope'])
        .execute();
      const settings = await readSettings(ctx.db);
      return rows
        .map((row) => {
          const own = exposure.filter((e) => e.market_id === row.id);
          const total = own.find((e) => e.scope === 'market');
          const stake = BigInt(total?.stake ?? 0);
          const payouts = row.selections.map((s) =>
            BigInt(own.find((e) => e.scope === `s:${s.id}`)?.payout ?? 0),
          );
          const worst = payouts.reduce((max, p) => (p > max ? p : max), 0n);
          const limits = marketLimitsFor(settings, row.sport, row.limits);
          return {
            marketId: row.id,
            fixtureId: row.fixture_id,
            fixture: `${row.home.en} v ${row.away.en}`,
            market: row.name.en,
            status: row.status,
            held: row.held,
            bets: Number(total?.bets ?? 0),
            stake: toMoney(stake),
            selections: row.selections.map((s, i) => ({
              id: s.id,
              name: s.name.en,
              odds: s.odds === null ? null : (s.odds / 100).toFixed(2),
              payout: toMoney(payouts[i]!),
            })),
            liability: toMoney(worst - stake),
            limits: {
              maxStake: toMoney(limits.maxStake),
              maxPayout: toMoney(limits.maxPayout),
              maxLiability: toMoney(limits.maxLiability),
              overridden: hasOverride(row.limits),
            },
          };
        })
        .sort((a, b) => Number(b.liability) - Number(a.liability));
    },

    /** One market by id with its selections' results, in any state (404 for an unknown id). */
    async market(marketId: string): Promise<MarketDetail> {
      const [row, bets] = await Promise.all([
        ctx.db
          .selectFrom('sb_market as m')
          .innerJoin('sb_fixture as f', 'f.id', 'm.fixture_id')
          .select([
            'm.id',
            'm.fixture_id',
            'm.name',
            'm.status',
            'm.selections',
            'm.result',
            'm.settle_version',
            'f.home',
            'f.away',
          ])
          .where('m.id', '=', marketId)
          .executeTakeFirst(),
        ctx.db
          .selectFrom('sb_bet_leg as l')
          .innerJoin('sb_bet as b', 'b.id', 'l.bet_id')
          .select((eb) => [eb.fn.countAll<string>().as('bets'), eb.fn.sum<string>('b.stake').as('stake')])
          .where('l.market_id', '=', marketId)
          .where('b.status', 'not in', ['refused', 'cancelled'])
          .executeTakeFirstOrThrow(),
      ]);
      if (!row) throw new SbError(404, 'selection_not_found', {}, 'Market not found');
      return {
        marketId: row.id,
        fixtureId: row.fixture_id,
        fixture: `${row.home.en} v ${row.away.en}`,
        market: row.name.en,
        status: row.status,
        settleVersion: row.settle_version,
        bets: Number(bets.bets),
        stake: toMoney(bets.stake ?? 0),
        selections: row.selections.map((s) => ({
          id: s.id,
          name: s.name.en,
          odds: s.odds === null ? null : (s.odds / 100).toFixed(2),
          result: (row.result?.[s.id]?.result ?? null) as MarketDetail['selections'][number]['result'],
        })),
      };
    },

    /** A market's own limits and those placement applies to it now. */
    async marketLimits(marketId: string): Promise<MarketLimitsView> {
      const market = await ctx.db
        .selectFrom('sb_market as m')
        .innerJoin('sb_fixture as f', 'f.id', 'm.fixture_id')
        .select(['m.id', 'm.limits', 'f.sport'])
        .where('m.id', '=', marketId)
        .executeTakeFirst();
      if (!market) throw new SbError(404, 'selection_not_found', {}, 'Market not found');
      const effective = marketLimitsFor(await readSettings(ctx.db), market.sport, market.limits);
      return {
        marketId: market.id,
        sport: market.sport,
        override: {
          maxStake: market.limits?.maxStake ?? null,
          maxPayout: market.limits?.maxPayout ?? null,
          maxLiability: market.limits?.maxLiability ?? null,
        },
        effective: {
          maxStake: Number(effective.maxStake),
          maxPayout: Number(effective.maxPayout),
          maxLiability: Number(effective.maxLiability),
        },
      };
    },

    /** Sets a market's own limits (null fields inherit; all null clears them); placements from now on. */
    async setMarketLimits(marketId: string, limits: LimitOverrideInput): Promise<MarketLimitsView> {
      await requireMarket(ctx, marketId);
      await ctx.db
        .updateTable('sb_market')
        .set({ limits: hasOverride(limits) ? JSON.stringify(limits) : null })
        .where('id', '=', marketId)
        .execute();
      forgetPricedLegs(ctx.db);
      return operator.marketLimits(marketId);
    },

    /** A player's own limits and those placement applies to them (the markets' may be lower). */
    async playerLimits(playerId: string): Promise<PlayerLimitsView> {
      const row = await ctx.db
        .selectFrom('sb_player_limit')
        .selectAll()
        .where('player_id', '=', playerId)
        .executeTakeFirst();
      const own: PlayerLimits | null = row
        ? {
            maxStake: row.max_stake === null ? null : BigInt(row.max_stake),
            maxPayout: row.max_payout === null ? null : BigInt(row.max_payout),
            maxStakePerMarket: row.max_stake_per_market === null ? null : BigInt(row.max_stake_per_market),
          }
        : null;
      const effective = playerLimitsFor(await readSettings(ctx.db), own);
      const asNumber = (value: bigint | null | undefined) => (value == null ? null : Number(value));
      return {
        playerId,
        override: {
          maxStake: asNumber(own?.maxStake),
          maxPayout: asNumber(own?.maxPayout),
          maxStakePerMarket: asNumber(own?.maxStakePerMarket),
        },
        effective: {
          maxStake: Number(effective.maxStake),
          maxPayout: Number(effective.maxPayout),
          maxStakePerMarket: Number(effective.maxStakePerMarket),
        },
      };
    },

    /** Sets a player's own limits (null fields inherit; all null removes them); their next bets on. */
    async setPlayerLimits(playerId: string, limits: PlayerLimitsInput): Promise<PlayerLimitsView> {
      const big = (value: number | null) => (value === null ? null : BigInt(value));
      if (!hasOverride(limits)) {
        await ctx.db.deleteFrom('sb_player_limit').where('player_id', '=', playerId).execute();
      } else {
        const values = {
          max_stake: big(limits.maxStake),
          max_payout: big(limits.maxPayout),
          max_stake_per_market: big(limits.maxStakePerMarket),
          updated_at: ctx.now(),
        };
        await ctx.db
          .insertInto('sb_player_limit')
          .values({ player_id: playerId, ...values })
          .onConflict((oc) => oc.column('player_id').doUpdateSet(values))
          .execute();
      }
      forgetPricedLegs(ctx.db);
      return operator.playerLimits(playerId);
    },

    /** Suspends a market until resumed (feed odds keep arriving but do not reopen it). */
    async suspend(marketId: string, suspended: boolean) {
      const market = await requireMarket(ctx, marketId);
      if (market.status === 'settled' || market.status === 'cancelled')
        throw new SbError(409, 'market_closed');
      await ctx.db
        .updateTable('sb_market')
        .set({ held: suspended, status: suspended ? 'suspended' : 'open', updated_at: ctx.now() })
        .where('id', '=', marketId)
        .execute();
      await ctx.db
        .updateTable('sb_fixture')
        .set({ updated_at: ctx.now() })
        .where('id', '=', market.fixture_id)
        .execute();
      return marketView(await requireMarket(ctx, marketId));
    },

    /** A manual result: the winning selection, or every selection's result (quarter lines, dead heats). Resettles a settled market. */
    settle(marketId: string, input: { winner: string } | { results: Record<string, LegOutcome> }) {
      return result(marketId, (ids) => {
        if ('winner' in input) {
          if (!ids.includes(input.winner)) throw new SbError(400, 'selection_not_found');
          return oneWinner(ids, input.winner);
        }
        const missing = ids.filter(
          (id) => !input.results[id] || !legResults.includes(input.results[id].result),
        );
        if (missing.length > 0)
          throw new SbError(400, 'invalid_request', {}, `Give a result for ${missing.join(', ')}`);
        return Object.fromEntries(ids.map((id) => [id, input.results[id]!]));
      });
    },

    /** Voids a market: cancelled (every bet refunded) before settlement, resettled as void after. */
    async void(marketId: string) {
      const market = await requireMarket(ctx, marketId);
      if (market.status === 'settled') return result(marketId, allSelectionsVoid);
      if (market.status === 'cancelled')
        throw new SbError(409, 'market_closed', {}, 'The market was cancelled');
      await ctx.db.transaction().execute((trx) =>
        applyFeedMessages(
          trx,
          [
            {
              type: 'bet_cancel',
              fixtureId: market.fixture_id,
              marketKeys: [market.key],
              reason: 'operator',
            },
          ],
          ctx.now(),
        ),
      );
      await afterChange();
      return marketView(await requireMarket(ctx, marketId));
    },
  };
  return operator;
}
export type BookOperator = ReturnType<typeof bookOperator>;
