import type { Selectable } from 'kysely';
import type { SbFixture, SbFixtureDetail, SbFixtureList, SbMarket } from '../client-api.js';
import type { SbDb } from '../context.js';
import type { SbFixtureTable, SbMarketTable } from '../db/schema.js';
import { SbError } from '../errors.js';
import { oddsToWire } from '../odds/odds-format.js';

type FixtureRow = Selectable<SbFixtureTable>;
type MarketRow = Selectable<SbMarketTable>;

const LIST_LIMIT = 200;
const DAY_MS = 86_400_000;

export function marketView(market: MarketRow): SbMarket {
  const result = market.result ?? {};
  return {
    id: market.id,
    key: market.key,
    type: market.type,
    group: market.grp,
    name: market.name,
    status: market.status,
    selections: market.selections.map((s) => ({
      id: s.id,
      name: s.name,
      odds: s.odds === null ? null : oddsToWire(s.odds),
    })),
    winners: Object.entries(result)
      .filter(([, outcome]) => outcome.result === 'won' || outcome.result === 'half_won')
      .map(([id]) => id),
  };
}

function fixtureView(fixture: FixtureRow, markets: MarketRow[]): SbFixture {
  const main = markets.find((m) => m.key === 'winner' || m.key === 'fight') ?? null;
  return {
    id: fixture.id,
    sport: fixture.sport,
    product: fixture.product,
    league: fixture.league,
    home: fixture.home,
    away: fixture.away,
    startAt: fixture.start_at.toISOString(),
    status: fixture.status,
    scoreboard: fixture.scoreboard,
    seedHash: fixture.seed_hash,
    seed: fixture.seed,
    main: main ? marketView(main) : null,
    marketCount: markets.filter((m) => m.status === 'open' || m.status === 'suspended').length,
  };
}

/** Sports with their fixture counts, and the fixtures of a product (live first, then by start). */
export async function listFixtures(
  db: SbDb,
  query: { product: string; sport?: string | undefined; when: 'all' | 'live' | 'today' | 'upcoming' },
  now: Date,
): Promise<SbFixtureList> {
  const counts = await db
    .selectFrom('sb_fixture')
    .select(['sport', (eb) => eb.fn.countAll<string>().as('total')])
    .select((eb) => eb.fn.sum<string>(eb.case().when('status', '=', 'live').then(1).else(0).end()).as('live'))
    .where('product', '=', query.product)
    .where('status', 'in', ['scheduled', 'live'])
    .groupBy('sport')
    .orderBy('sport')
    .execute();
  let fixtures = db
    .selectFrom('sb_fixture')
    .selectAll()
    .where('product', '=', query.product)
    .where(
      'status',
      'in',
      query.when === 'live' ? ['live'] : query.when === 'upcoming' ? ['scheduled'] : ['scheduled', 'live'],
    );
  if (query.sport) fixtures = fixtures.where('sport', '=', query.sport);
  if (query.when === 'today') fixtures = fixtures.where('start_at', '<', new Date(now.getTime() + DAY_MS));
  const rows = await fixtures.orderBy('status').orderBy('start_at').limit(LIST_LIMIT).execute();
  const markets = await marketsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    sports: counts.map((row) => ({
      sport: row.sport,
      live: Number(row.live ?? 0),
      total: Number(row.total),
    })),
    fixtures: rows.map((row) => fixtureView(row, markets.get(row.id) ?? [])),
  };
}

async function marketsOf(db: SbDb, fixtureIds: readonly string[]): Promise<Map<string, MarketRow[]>> {
  const byFixture = new Map<string, MarketRow[]>();
  if (fixtureIds.length === 0) return byFixture;
  const rows = await db
    .selectFrom('sb_market')
    .selectAll()
    .where('fixture_id', 'in', fixtureIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = byFixture.get(row.fixture_id) ?? [];
    list.push(row);
    byFixture.set(row.fixture_id, list);
  }
  return byFixture;
}

/** A fixture with every market still open or suspended (and settled ones, for the results). */
export async function fixtureDetail(db: SbDb, fixtureId: string): Promise<SbFixtureDetail> {
  const fixture = await db
    .selectFrom('sb_fixture')
    .selectAll()
    .where('id', '=', fixtureId)
    .executeTakeFirst();
  if (!fixture) throw new SbError(404, 'fixture_not_found');
  const markets = (await marketsOf(db, [fixtureId])).get(fixtureId) ?? [];
  return { ...fixtureView(fixture, markets), markets: markets.map(marketView) };
}
