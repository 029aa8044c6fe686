import { sql, type Transaction } from 'kysely';
import type { SbDatabase } from '../db/schema.js';
import { allSelectionsVoid, type LegOutcome } from '../settlement/outcome.js';
import type { FeedMessage, MarketOdds } from './messages.js';

type Trx = Transaction<SbDatabase>;

/**
 * Applies feed messages to the book inside `trx`. Settling, cancelling or rolling back a market writes
 * the result on every bet leg of it and recounts those bets' unresolved legs; the settlement pass then
 * pays bets with none left (and corrects settled bets whose legs changed). Returns the fixtures changed.
 */
export async function applyFeedMessages(
  trx: Trx,
  messages: readonly FeedMessage[],
  now: Date,
): Promise<Set<string>> {
  const changed = new Set<string>();
  for (const message of messages) {
    changed.add(message.fixtureId);
    switch (message.type) {
      case 'fixture_change':
        await trx
          .insertInto('sb_fixture')
          .values({
            id: message.fixtureId,
            sport: message.sport,
            product: message.product,
            league: JSON.stringify(message.league),
            home: JSON.stringify(message.home),
            away: JSON.stringify(message.away),
            start_at: new Date(message.startAt),
            status: message.status,
            scoreboard: JSON.stringify(null),
            seed_hash: message.seedHash ?? null,
            seed: message.seed ?? null,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              status: eb.ref('excluded.status'),
              start_at: eb.ref('excluded.start_at'),
              seed: sql<string | null>`coalesce(excluded.seed, sb_fixture.seed)`,
              updated_at: now,
            })),
          )
          .execute();
        break;
      case 'odds_change':
        if (message.scoreboard)
          await trx
            .updateTable('sb_fixture')
            .set({ scoreboard: JSON.stringify(message.scoreboard), updated_at: now })
            .where('id', '=', message.fixtureId)
            .execute();
        for (const market of message.markets) await upsertMarket(trx, message.fixtureId, market, now);
        break;
      case 'bet_stop': {
        let stop = trx
          .updateTable('sb_market')
          .set({ status: 'suspended', updated_at: now })
          .where('fixture_id', '=', message.fixtureId)
          .where('status', '=', 'open');
        if (message.marketKeys) {
          if (message.marketKeys.length === 0) break;
          stop = stop.where('key', 'in', message.marketKeys);
        }
        await stop.execute();
        break;
      }
      case 'bet_settlement':
        for (const market of message.markets)
          await settleMarket(trx, message.fixtureId, market.key, market.outcomes, 'settled', now);
        break;
      case 'bet_cancel': {
        let query = trx
          .selectFrom('sb_market')
          .select(['key', 'selections'])
          .where('fixture_id', '=', message.fixtureId)
          .where('status', 'in', ['open', 'suspended']);
        if (message.marketKeys) {
          if (message.marketKeys.length === 0) break;
          query = query.where('key', 'in', message.marketKeys);
        }
        for (const market of await query.execute())
          await settleMarket(
            trx,
            message.fixtureId,
            market.key,
            allSelectionsVoid(market.selections.map((s) => s.id)),
            'cancelled',
            now,
          );
        break;
      }
      case 'rollback_bet_settlement':
        for (const key of message.marketKeys) await rollbackMarket(trx, message.fixtureId, key, now);
        break;
    }
  }
  if (changed.size > 0)
    await trx
      .updateTable('sb_fixture')
      .set({ updated_at: now })
      .where('id', 'in', [...changed])
      .execute();
  return changed;
}

async function upsertMarket(trx: Trx, fixtureId: string, market: MarketOdds, now: Date): Promise<void> {
  await trx
    .insertInto('sb_market')
    .values({
      fixture_id: fixtureId,
      key: market.key,
      type: market.type,
      grp: market.group,
      name: JSON.stringify(market.name),
      status: market.status,
      selections: JSON.stringify(market.selections),
      result: JSON.stringify(null),
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['fixture_id', 'key']).doUpdateSet({
        selections: sql`case when sb_market.status in ('settled', 'cancelled') then sb_market.selections else excluded.selections end`,
        status: sql`case when sb_market.status in ('settled', 'cancelled') then sb_market.status when sb_market.held then 'suspended' else excluded.status end`,
        updated_at: now,
      }),
    )
    .execute();
}

/** Writes a market's result (settled, or cancelled: all void) on it and on every leg backing it. */
export async function settleMarket(
  trx: Trx,
  fixtureId: string,
  key: string,
  outcomes: Record<string, LegOutcome>,
  status: 'settled' | 'cancelled',
  now: Date,
): Promise<boolean> {
  const market = await trx
    .selectFrom('sb_market')
    .select(['id', 'status', 'result'])
    .where('fixture_id', '=', fixtureId)
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirst();
  if (!market || market.status === 'cancelled') return false;
  if (market.status === 'settled' && JSON.stringify(market.result) === JSON.stringify(outcomes)) return false;
  await trx
    .updateTable('sb_market')
    .set((eb) => ({
      status,
      result: JSON.stringify(outcomes),
      settle_version: eb('settle_version', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', market.id)
    .execute();
  for (const [selectionId, outcome] of Object.entries(outcomes)) {
    await trx
      .updateTable('sb_bet_leg')
      .set({ result: JSON.stringify(outcome) })
      .where('market_id', '=', market.id)
      .where('selection_id', '=', selectionId)
      .execute();
  }
  await recountLegs(trx, market.id);
  return true;
}

async function rollbackMarket(trx: Trx, fixtureId: string, key: string, now: Date): Promise<void> {
  const market = await trx
    .updateTable('sb_market')
    .set({ status: 'suspended', result: JSON.stringify(null), updated_at: now })
    .where('fixture_id', '=', fixtureId)
    .where('key', '=', key)
    .where('status', '=', 'settled')
    .returning('id')
    .executeTakeFirst();
  if (!market) return;
  await trx
    .updateTable('sb_bet_leg')
    .set({ result: JSON.stringify(null) })
    .where('market_id', '=', market.id)
    .execute();
  await recountLegs(trx, market.id);
}

/**
 * Recounts the unresolved legs of the bets on a market; settled bets among them are marked for a
 * correction (the resettlement pass compares their payout with the new one and adjusts once).
 */
async function recountLegs(trx: Trx, marketId: string): Promise<void> {
  await sql`
    update sb_bet set
      unresolved = (select count(*) from sb_bet_leg l where l.bet_id = sb_bet.id and l.result = 'null'::jsonb),
      needs_resettle = (sb_bet.status = 'settled')
    where id in (select bet_id from sb_bet_leg where market_id = ${marketId})
      and status in ('pending', 'open', 'settled')`.execute(trx);
}
