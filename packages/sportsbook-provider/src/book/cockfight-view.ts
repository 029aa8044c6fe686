import type { SbCockfight } from '../client-api.js';
import type { SbDb } from '../context.js';
import type { FightState } from '../feed/cockfight.js';
import { readSettings } from '../settings.js';
import { fixtureDetail } from './listing.js';

const RECENT = 12;

/** The arena: the fight taking bets or being fought, its timing, the stream and the latest results. */
export async function cockfightArena(db: SbDb): Promise<SbCockfight> {
  const settings = await readSettings(db);
  const current = await db
    .selectFrom('sb_fixture')
    .leftJoin('sb_sim', 'sb_sim.fixture_id', 'sb_fixture.id')
    .select(['sb_fixture.id', 'sb_sim.state'])
    .where('sb_fixture.product', '=', 'cockfight')
    .where('sb_fixture.status', 'in', ['scheduled', 'live'])
    .orderBy('sb_fixture.start_at')
    .executeTakeFirst();
  const recent = await db
    .selectFrom('sb_fixture')
    .leftJoin('sb_market', (join) =>
      join.onRef('sb_market.fixture_id', '=', 'sb_fixture.id').on('sb_market.key', '=', 'fight'),
    )
    .select(['sb_fixture.id', 'sb_fixture.home', 'sb_fixture.status', 'sb_market.result'])
    .where('sb_fixture.product', '=', 'cockfight')
    .where('sb_fixture.status', 'in', ['ended', 'cancelled'])
    .orderBy('sb_fixture.start_at', 'desc')
    .limit(RECENT)
    .execute();
  const state = current?.state as FightState | null | undefined;
  return {
    fight: current ? await fixtureDetail(db, current.id) : null,
    closesAt: state?.closesAt ?? null,
    fightsAt: state?.fightsAt ?? null,
    streamUrl: settings.cockfight.streamUrl,
    recent: recent.map((row) => ({
      id: row.id,
      name: row.home.en,
      result:
        row.status === 'cancelled'
          ? 'cancelled'
          : (Object.entries(row.result ?? {}).find(([, outcome]) => outcome.result === 'won')?.[0] ??
            'cancelled'),
    })),
  };
}
