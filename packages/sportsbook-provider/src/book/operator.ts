import { sql } from 'kysely';
import type { SbContext } from '../context.js';
import { SbError } from '../errors.js';
import { applyFeedMessages, settleMarket } from '../feed/apply.js';
import { toMoney } from '../money.js';
import { allSelectionsVoid, legResults, oneWinner, type LegOutcome } from '../settlement/outcome.js';
import { bookSettingsSchema, readSettings, writeSettings, type BookSettings } from '../settings.js';
import { marketView } from './listing.js';

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
}

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

  return {
    settings: (): Promise<BookSettings> => readSettings(ctx.db),
    async updateSettings(patch: Partial<BookSettings>): Promise<BookSettings> {
      const next = bookSettingsSchema.parse({ ...(await readSettings(ctx.db)), ...patch });
      await writeSettings(ctx.db, next);
      return next;
    },

    /** Open markets (of a fixture, or all) with their exposure, largest liability first. */
    async liability(fixtureId?: string): Promise<MarketLiability[]> {
      let markets = ctx.db
        .selectFrom('sb_market as m')
        .innerJoin('sb_fixture as f', 'f.id', 'm.fixture_id')
        .select(['m.id', 'm.fixture_id', 'm.name', 'm.status', 'm.held', 'm.selections', 'f.home', 'f.away'])
        .where('m.status', 'in', ['open', 'suspended']);
      markets = fixtureId
        ? markets.where('m.fixture_id', '=', fixtureId)
        : markets.where('f.status', 'in', ['scheduled', 'live']);
      const rows = await markets.orderBy('m.id').limit(500).execute();
      if (rows.length === 0) return [];
      const exposure = await ctx.db
        .selectFrom('sb_bet_leg as l')
        .innerJoin('sb_bet as b', 'b.id', 'l.bet_id')
        .select([
          'l.market_id',
          'l.selection_id',
          sql<string>`count(*)`.as('bets'),
          sql<string>`sum(b.remaining_stake)`.as('stake'),
          sql<string>`sum(b.remaining_stake * b.odds / 100)`.as('payout'),
        ])
        .where('b.status', 'in', ['pending', 'open'])
        .where(
          'l.market_id',
          'in',
          rows.map((row) => row.id),
        )
        .groupBy(['l.market_id', 'l.selection_id'])
        .execute();
      return rows
        .map((row) => {
          const own = exposure.filter((e) => e.market_id === row.id);
          const stake = own.reduce((sum, e) => sum + BigInt(e.stake), 0n);
          const payouts = row.selections.map((s) =>
            BigInt(own.find((e) => e.selection_id === s.id)?.payout ?? 0),
          );
          const worst = payouts.reduce((max, p) => (p > max ? p : max), 0n);
          return {
            marketId: row.id,
            fixtureId: row.fixture_id,
            fixture: `${row.home.en} v ${row.away.en}`,
            market: row.name.en,
            status: row.status,
            held: row.held,
            bets: own.reduce((sum, e) => sum + Number(e.bets), 0),
            stake: toMoney(stake),
            selections: row.selections.map((s, i) => ({
              id: s.id,
              name: s.name.en,
              odds: s.odds === null ? null : (s.odds / 100).toFixed(2),
              payout: toMoney(payouts[i]!),
            })),
            liability: toMoney(worst - stake),
          };
        })
        .sort((a, b) => Number(b.liability) - Number(a.liability));
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
}
export type BookOperator = ReturnType<typeof bookOperator>;
