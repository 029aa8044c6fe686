import { randomBytes } from 'node:crypto';
import { uniformFloat, uniformInt, type RandomSource } from '@app/house-games';
import { createFairRandom, createSeedCommitment } from '@app/house-games/server';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { SbDatabase, SbSimTable } from '../db/schema.js';
import { marginFor, readSettings, type BookSettings } from '../settings.js';
import { sportModels, type PlayedSport } from '../sports/index.js';
import { productOf, type MarketSpec, type SportModel } from '../sports/model.js';
import { priceMarkets } from '../sports/pricing.js';
import { cockfightMessages, newFight, type FightState } from './cockfight.js';
import type { FeedAdapter, FeedMessage, FeedSink, MarketOdds } from './messages.js';
import { cricketPlayers, leagues } from './teams.js';

export interface SimulatorOptions {
  /** PGlite or PostgreSQL holding the sb_ tables. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the host's database has its own schema type
  db: Kysely<any>;
  now: () => Date;
  /** Simulated seconds per real second (10: a football match in 9 minutes). */
  speed: number;
  /** Fixtures kept scheduled or live per sport. */
  fixturesPerSport: number;
  /** Minutes between the starts of a sport's scheduled fixtures. */
  startGapMinutes: number;
  /** Monte Carlo paths per pricing (pre-match, in-play). */
  samples?: { prematch: number; live: number };
  /** Sports to play (all by default; cockfight included). */
  sports?: readonly (PlayedSport | 'cockfight')[];
}

type SimRow = Selectable<SbSimTable>;
/** Fixtures one pump advances at most (the rest are due again next pump). */
const DUE_BATCH = 12;

/**
 * The built-in feed: schedules fixtures of every sport, plays them live step by step with a committed
 * seed per fixture (revealed when it ends) and reports it all as feed messages: new fixtures, odds
 * priced from the match state, bet stops, settlements as markets are decided, cancellations of markets
 * never decided. Its state (sb_sim) is written in the same transaction as the book applies the
 * messages; rows are claimed FOR UPDATE SKIP LOCKED, so several server copies share the work.
 */
export function createSimulator(options: SimulatorOptions): FeedAdapter {
  const db = options.db as Kysely<SbDatabase>;
  const samples = options.samples ?? { prematch: 120, live: 50 };
  const sports = options.sports ?? [...(Object.keys(sportModels) as PlayedSport[]), 'cockfight'];

  async function schedule(
    trx: Transaction<SbDatabase>,
    settings: BookSettings,
    deliver: FeedSink,
  ): Promise<number> {
    const now = options.now();
    // One scheduler at a time across server copies (the counts below must not race).
    await sql`select pg_advisory_xact_lock(hashtext('sb-simulator-schedule'))`.execute(trx);
    const counts = await trx
      .selectFrom('sb_sim')
      .select(['sport', (eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.max('fixture_id').as('last')])
      .where('finished', '=', false)
      .groupBy('sport')
      .execute();
    let created = 0;
    for (const sport of sports) {
      const existing = Number(counts.find((row) => row.sport === sport)?.n ?? 0);
      if (sport === 'cockfight') {
        if (existing === 0) {
          const fight = newFight(settings, now);
          await deliver(fight.messages, trx);
          await insertSim(
            trx,
            fight.fixtureId,
            'cockfight',
            fight.state,
            fight.seed,
            new Date(fight.state.closesAt),
          );
          created++;
        }
        continue;
      }
      const latest = await trx
        .selectFrom('sb_fixture')
        .select((eb) => eb.fn.max('start_at').as('start'))
        .where('sport', '=', sport)
        .where('status', 'in', ['scheduled', 'live'])
        .executeTakeFirst();
      let start = latest?.start ? new Date(latest.start) : now;
      for (let i = existing; i < options.fixturesPerSport; i++) {
        // The first fixture of a sport with none starts at once, so something is always in play.
        start =
          i === 0
            ? now
            : new Date(Math.max(start.getTime(), now.getTime()) + options.startGapMinutes * 60_000);
        await createFixture(trx, sport, settings, start, deliver);
        created++;
      }
    }
    return created;
  }

  async function createFixture(
    trx: Transaction<SbDatabase>,
    sport: PlayedSport,
    settings: BookSettings,
    start: Date,
    deliver: FeedSink,
  ): Promise<void> {
    const pick = createFairRandom(createSeedCommitment().serverSeed, 'schedule', 0);
    const league = leagues[sport][uniformInt(pick, leagues[sport].length)]!;
    const homeIndex = uniformInt(pick, league.teams.length);
    const awayIndex = (homeIndex + 1 + uniformInt(pick, league.teams.length - 1)) % league.teams.length;
    const home = league.teams[homeIndex]!;
    const away = league.teams[awayIndex]!;
    const model = sportModels[sport];
    const state = model.initial({
      homeStrength: 0.35 + uniformFloat(pick) * 0.3,
      homePlayers: cricketPlayers(home.en),
      awayPlayers: cricketPlayers(away.en),
    });
    const seed = createSeedCommitment();
    const fixtureId = `${sport}-${randomBytes(6).toString('hex')}`;
    const keys = model.offered(state);
    const messages: FeedMessage[] = [
      {
        type: 'fixture_change',
        fixtureId,
        sport,
        product: productOf(sport),
        league: league.league,
        home,
        away,
        startAt: start.toISOString(),
        status: 'scheduled',
        seedHash: seed.serverSeedHash,
      },
      {
        type: 'odds_change',
        fixtureId,
        scoreboard: { ...model.scoreboard(state) },
        markets: priced(model, state, keys, settings, `${fixtureId}:0`, samples.prematch, 'open'),
      },
    ];
    await deliver(messages, trx);
    await insertSim(trx, fixtureId, sport, state, seed.serverSeed, start, keys);
  }

  async function insertSim(
    trx: Transaction<SbDatabase>,
    fixtureId: string,
    sport: string,
    state: unknown,
    seed: string,
    nextStepAt: Date,
    openKeys: string[] = [],
  ): Promise<void> {
    await trx
      .insertInto('sb_sim')
      .values({
        fixture_id: fixtureId,
        sport,
        state: JSON.stringify(state),
        seed,
        step: 0,
        open_keys: JSON.stringify(openKeys),
        next_step_at: nextStepAt,
      })
      .execute();
  }

  function priced<S>(
    model: SportModel<S>,
    state: S,
    keys: readonly string[],
    settings: BookSettings,
    seed: string,
    paths: number,
    status: 'open' | 'suspended',
  ): MarketOdds[] {
    const prices = priceMarkets(
      model,
      state,
      keys,
      (type) => marginFor(settings, model.sport, type),
      seed,
      paths,
    );
    return keys.flatMap((key) => {
      const spec = model.market(key, state);
      const odds = prices.get(key);
      if (!spec || !odds) return [];
      const selections = spec.selections.map((s) => ({
        id: s.id,
        name: s.name,
        odds: odds.get(s.id) ?? null,
      }));
      // A market nobody can back (every price missing) is not shown.
      if (selections.every((s) => s.odds === null)) return [];
      return [{ key, type: spec.type, group: spec.group, name: spec.name, status, selections }];
    });
  }

  /** One step of a live fixture: results of decided markets, bet stops, new prices; the end when finished. */
  function advance<S>(model: SportModel<S>, sim: SimRow, settings: BookSettings, now: Date) {
    const fixtureId = sim.fixture_id;
    const random: RandomSource = createFairRandom(sim.seed, fixtureId, sim.step);
    const state = model.step(sim.state as S, random);
    const messages: FeedMessage[] = [];
    const settled: { key: string; outcomes: NonNullable<ReturnType<MarketSpec<S>['resolve']>> }[] = [];
    const stillOpen: string[] = [];
    for (const key of sim.open_keys) {
      const outcomes = model.market(key, state)?.resolve(state);
      if (outcomes) settled.push({ key, outcomes });
      else stillOpen.push(key);
    }
    if (settled.length > 0) messages.push({ type: 'bet_settlement', fixtureId, markets: settled });
    const finished = model.finished(state);
    const offered = finished ? [] : model.offered(state).filter((key) => !settled.some((s) => s.key === key));
    const stopped = stillOpen.filter((key) => !offered.includes(key));
    if (stopped.length > 0) messages.push({ type: 'bet_stop', fixtureId, marketKeys: stopped });
    messages.push({
      type: 'odds_change',
      fixtureId,
      scoreboard: { ...model.scoreboard(state) },
      markets: priced(model, state, offered, settings, `${fixtureId}:${sim.step + 1}`, samples.live, 'open'),
    });
    const openKeys = [...new Set([...stillOpen, ...offered])];
    if (finished) {
      if (openKeys.length > 0)
        messages.push({ type: 'bet_cancel', fixtureId, marketKeys: openKeys, reason: 'not decided' });
    }
    const next = new Date(now.getTime() + (model.stepSeconds * 1000) / options.speed);
    return { state, messages, openKeys: finished ? [] : openKeys, finished, next };
  }

  async function playDue(
    trx: Transaction<SbDatabase>,
    settings: BookSettings,
    deliver: FeedSink,
  ): Promise<number> {
    const now = options.now();
    const due = await trx
      .selectFrom('sb_sim')
      .innerJoin('sb_fixture', 'sb_fixture.id', 'sb_sim.fixture_id')
      .selectAll('sb_sim')
      .select([
        'sb_fixture.status',
        'sb_fixture.league',
        'sb_fixture.home',
        'sb_fixture.away',
        'sb_fixture.start_at',
      ])
      .where('sb_sim.finished', '=', false)
      .where('sb_sim.next_step_at', '<=', now)
      .orderBy('sb_sim.next_step_at')
      .limit(DUE_BATCH)
      .forUpdate('sb_sim')
      .skipLocked()
      .execute();
    for (const sim of due) {
      const fixture = {
        type: 'fixture_change' as const,
        fixtureId: sim.fixture_id,
        sport: sim.sport,
        product: productOf(sim.sport as PlayedSport),
        league: sim.league,
        home: sim.home,
        away: sim.away,
        startAt: sim.start_at.toISOString(),
      };
      if (sim.sport === 'cockfight') {
        const result = cockfightMessages(sim, sim.state as FightState, fixture, now);
        await deliver(result.messages, trx);
        await updateSim(trx, sim, result.state, [], result.finished, result.next);
        continue;
      }
      const model = sportModels[sim.sport as PlayedSport];
      const messages: FeedMessage[] = [];
      if (sim.status === 'scheduled') messages.push({ ...fixture, status: 'live' });
      const step = advance(model, sim, settings, now);
      messages.push(...step.messages);
      if (step.finished) messages.push({ ...fixture, status: 'ended', seed: sim.seed });
      await deliver(messages, trx);
      await updateSim(trx, sim, step.state, step.openKeys, step.finished, step.next);
    }
    return due.length;
  }

  async function updateSim(
    trx: Transaction<SbDatabase>,
    sim: SimRow,
    state: unknown,
    openKeys: string[],
    finished: boolean,
    next: Date,
  ): Promise<void> {
    await trx
      .updateTable('sb_sim')
      .set({
        state: JSON.stringify(state),
        step: sim.step + 1,
        open_keys: JSON.stringify(openKeys),
        finished,
        next_step_at: next,
      })
      .where('fixture_id', '=', sim.fixture_id)
      .execute();
  }

  return {
    name: 'simulator',
    async pump(deliver) {
      const settings = await readSettings(db);
      const created = await db.transaction().execute((trx) => schedule(trx, settings, deliver));
      const played = await db.transaction().execute((trx) => playDue(trx, settings, deliver));
      return created + played;
    },
  };
}
