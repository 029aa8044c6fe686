// The house sportsbook on PostgreSQL: bet placements per second over HTTP (the player API under /sb,
// each placement a signed seamless bet on the platform) with their latency, then the settlement of
// one market holding 100,000 bets, printed beside the bench/wallet reference (each placement is one
// money movement; a wallet "movement" there is one too).
//
// Settlement is measured end to end: from the feed's result of the market to the last win acknowledged
// by the platform (the book settles the market's 100,000 bets in batches and queues their wins while
// its outbox delivers them in signed winBatch calls). The bets placed over HTTP during the timed rounds
// are real platform rounds; the market is topped up to 100,000 with bets of BENCH_MARKET_PLAYERS other
// players written straight into the book's tables, each with its platform round opened by the
// platform's own seamless_bet statement (as the HTTP bet call would), so every win is a real one.
//
// Usage: npm run bench:sportsbook (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test). Creates and drops its own database.
// Options (environment): BENCH_SECONDS (10), BENCH_ROUNDS (3: placement rounds, each followed by a
// bench/wallet round unless BENCH_WALLET=0), BENCH_CONNECTIONS (16), BENCH_POOL (16),
// BENCH_MARKET_BETS (100000), BENCH_MARKET_PLAYERS (1000), BENCH_WALLET (1: also run bench/wallet for
// the reference), BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof" for the server process).
import { randomBytes } from 'node:crypto';
import {
  createSportsbookProvider,
  sportsbookPaths,
  type FeedAdapter,
  type SbDatabase,
} from '@app/sportsbook-provider';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import {
  SPORTSBOOK_PROVIDER_CODE,
  sportsbookSecret,
} from '../apps/server/src/modules/games/sportsbook/sportsbook-provider.service.js';
import { sha256Hex } from '../apps/server/src/lib/secure-token.js';
import { houseAccountKind } from '../apps/server/src/modules/money/ledger/ledger.service.js';
import { reconcile } from '../apps/server/src/modules/ops/operator/reconciliation.service.js';
import { seedDatabase } from '../apps/server/src/seed/index.js';
import { importTestGames } from '../apps/server/src/testing/lobby.js';
import { startServerProcess } from '../apps/server/src/testing/server-process.js';
import { providerBenchEnv } from './support/provider-server-env.js';
import { machineCpuPer } from './support/machine-cpu.js';
import { fundedPlayers, type BenchPlayer as FundedPlayer } from './support/seamless-players.js';
import { postgresServer } from './postgres-server.js';
import { benchAdminUrl, median, pairedWithWallet } from './support/wallet-reference.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const POOL = Number(process.env.BENCH_POOL ?? 16);
const MARKET_BETS = Number(process.env.BENCH_MARKET_BETS ?? 100_000);
const MARKET_PLAYERS = Number(process.env.BENCH_MARKET_PLAYERS ?? 1_000);
/** Statements opening the top-up's platform rounds side by side (each on its own players). */
const TOP_UP_STREAMS = 4;
const TOP_UP_CHUNK = 5_000;
const SECRET = 'bench-house-provider-secret-0123456789abcdef';
const FIXTURE = `bench-${Date.now().toString(36)}`;
const text = (en: string) => ({ en, bn: en });

const postgres = postgresServer(benchAdminUrl);
/** The bench drives the book by hand: no simulator. */
const noFeed: FeedAdapter = { name: 'none', pump: () => Promise.resolve(0) };
const quiet = { info: () => undefined, warn: () => undefined, error: (o: unknown) => console.error(o) };

/** A funded player; `session` once its sportsbook session is opened. */
type BenchPlayer = FundedPlayer & { session?: string };

async function prepare(db: Db): Promise<{ players: BenchPlayer[]; marketPlayers: BenchPlayer[] }> {
  await migrateToLatest(db);
  await seedDatabase(db, { demoAccounts: false, demoGames: false, houseProviderSecret: SECRET });
  const { nodeIds } = await importTestGames(db, [
    {
      vendor: 'IBC',
      gameCode: 'benchsb',
      gameType: 'SPORTS',
      names: text('IBC Sportsbook'),
      minBet: '1.00',
      sort: 0,
    },
  ]);
  const nodeId = nodeIds.get('IBC/benchsb')!;
  return {
    players: await fundedPlayers(db, nodeId, CONNECTIONS, { prefix: 'sb', amount: 1_000_000_000n }),
    marketPlayers: await fundedPlayers(db, nodeId, MARKET_PLAYERS, { prefix: 'sm', amount: 1_000_000_000n }),
  };
}

interface Round {
  perSecond: number;
  p50: number;
  p99: number;
  cpuMsPerOp: number | null;
}
const describe = (round: Round) =>
  `${round.perSecond.toFixed(0).padStart(6)} placements/s   p50 ${round.p50.toFixed(2)} ms   p99 ${round.p99.toFixed(2)} ms` +
  (round.cpuMsPerOp === null ? '' : `   machine CPU ${round.cpuMsPerOp.toFixed(2)} ms/placement`);

async function place(baseUrl: string, players: BenchPlayer[], marketId: string, seconds: number) {
  let next = 0;
  let sequence = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: sportsbookPaths.bets,
        setupRequest: (request, context: { player?: BenchPlayer }) => {
          context.player ??= players[next++ % players.length];
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${context.player!.session}`,
            },
            body: JSON.stringify({
              requestId: `b${Date.now().toString(36)}${(sequence++).toString(36)}`,
              legs: [{ marketId, selectionId: 'home', odds: '1.95' }],
              stake: '1.00',
            }),
          };
        },
      },
    ],
  });
  return { ...result, failures: result.non2xx + result.errors + result.timeouts };
}

const openBets = async (db: Db) =>
  Number(
    (
      await db
        .withTables<SbDatabase>()
        .selectFrom('sb_bet')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * `count` bets of 1.00 on the market written straight into the book's tables (two thirds on 'home'),
 * spread over `players`, each with its platform round opened by seamless_bet (see the header). The
 * streams run side by side on disjoint players, so they never wait for each other's account rows.
 */
async function topUp(
  db: Db,
  marketId: string,
  sessionId: string,
  players: readonly BenchPlayer[],
  count: number,
): Promise<void> {
  const members = players.map((player) => player.id);
  const tokens = players.map((player) => sha256Hex(player.launchToken));
  // Bet n belongs to players[n % players.length]; stream s opens the rounds of the bets n with
  // n % TOP_UP_STREAMS = s, so its players are those with index % TOP_UP_STREAMS = s.
  if (players.length % TOP_UP_STREAMS !== 0)
    throw new Error(`BENCH_MARKET_PLAYERS must be a multiple of ${TOP_UP_STREAMS}`);
  await sql`
    insert into sb_bet (bet_uid, player_id, session_id, request_id, kind, stake, odds, status, refusal,
                        remaining_stake, unresolved, in_play, accept, created_at)
    select 'synthetic' || n, (${members}::text[])[1 + n % ${members.length}], ${sessionId}, 'synthetic-' || n,
           'single', 100, 195, 'open', 'null'::jsonb, 100, 1, false, 'none', now()
    from generate_series(1, ${count}) n`.execute(db);
  await sql`
    insert into sb_bet_leg (bet_id, leg_no, fixture_id, market_id, selection_id, odds, result)
    select id, 0, ${FIXTURE}, ${marketId}, case when id % 3 = 0 then 'away' else 'home' end, 195, 'null'::jsonb
    from sb_bet where bet_uid like 'synthetic%'`.execute(db);
  const stream = async (s: number) => {
    for (let from = 1; from <= count; from += TOP_UP_CHUNK) {
      const to = Math.min(count, from + TOP_UP_CHUNK - 1);
      await sql`
        select count(*) from generate_series(${from}::integer, ${to}::integer) n,
          lateral seamless_bet(provider_code => ${SPORTSBOOK_PROVIDER_CODE}, tx_ref => 'sb-bet-synthetic' || n,
            request_hash => md5('synthetic' || n), token_hash => (${tokens}::text[])[1 + n % ${tokens.length}],
            member_id => (${members}::bigint[])[1 + n % ${members.length}], round_ref => 'synthetic' || n,
            amount => 100::bigint, event_key => 'seamless:' || ${SPORTSBOOK_PROVIDER_CODE} || ':sb-bet-synthetic' || n,
            house_kind => ${houseAccountKind('house:games')}, at => now(), skip_marked => false, nonce => null) b
        where n % ${TOP_UP_STREAMS} = ${s}`.execute(db);
    }
  };
  await Promise.all(Array.from({ length: TOP_UP_STREAMS }, (_, s) => stream(s)));
}

const name = `bench_sportsbook_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
await postgres.query(`CREATE DATABASE ${name}`);
const db = await openDatabase({ kind: 'postgres', url: postgres.databaseUrl(name), poolSize: 16 });
try {
  console.log(
    `PostgreSQL ${new URL(benchAdminUrl).host}; ${CONNECTIONS} connections (one player each), ${ROUNDS} x ${SECONDS} s\n`,
  );
  const { players, marketPlayers } = await prepare(db);
  const server = await startServerProcess(
    { ...providerBenchEnv(postgres.databaseUrl(name), SECRET, POOL), SPORTSBOOK_ENABLED: 'true' },
    { nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [] },
  );
  const book = createSportsbookProvider({
    db,
    providerCode: SPORTSBOOK_PROVIDER_CODE,
    secret: sportsbookSecret(SECRET),
    log: quiet,
    feed: noFeed,
    wallet: {
      async send(path, headers, body) {
        const response = await fetch(new URL(path, server.baseUrl), { method: 'POST', headers, body });
        return { status: response.status, body: await response.text() };
      },
    },
  });
  let failures = 0;
  const rounds: Round[] = [];
  try {
    await book.operator.updateSettings({
      inPlayDelayMs: 0,
      limits: {
        minStake: 100,
        maxStake: 5_000_000,
        maxPayout: 50_000_000,
        maxStakePerMarket: 1_000_000_000_000,
        maxLegs: 12,
      },
    });
    await book.applyFeed([
      {
        type: 'fixture_change',
        fixtureId: FIXTURE,
        sport: 'football',
        product: 'sports',
        league: text('Bench League'),
        home: text('Home'),
        away: text('Away'),
        startAt: new Date(Date.now() + 3_600_000).toISOString(),
        status: 'scheduled',
      },
      {
        type: 'odds_change',
        fixtureId: FIXTURE,
        markets: [
          {
            key: 'winner',
            type: 'three_way',
            group: 'main',
            name: text('1X2'),
            status: 'open',
            selections: [
              { id: 'home', name: text('Home'), odds: 195 },
              { id: 'draw', name: text('Draw'), odds: 340 },
              { id: 'away', name: text('Away'), odds: 380 },
            ],
          },
        ],
      },
    ]);
    const market = await db
      .withTables<SbDatabase>()
      .selectFrom('sb_market')
      .select('id')
      .where('fixture_id', '=', FIXTURE)
      .executeTakeFirstOrThrow();
    for (const player of players) {
      const response = await fetch(new URL(sportsbookPaths.sessions, server.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ launchToken: player.launchToken }),
      });
      player.session = ((await response.json()) as { value: { sessionToken: string } }).value.sessionToken;
    }

    await place(server.baseUrl, players, market.id, 2); // warm-up
    await pairedWithWallet({
      rounds: ROUNDS,
      seconds: SECONDS,
      ratioName: 'placements / wallet movements',
      round: async () => {
        const before = await openBets(db);
        const {
          result,
          count: placed,
          cpuMsPerOp,
        } = await machineCpuPer(
          () => place(server.baseUrl, players, market.id, SECONDS),
          async () => (await openBets(db)) - before,
        );
        failures += result.failures;
        const round = {
          perSecond: placed / result.duration,
          p50: result.latency.p50,
          p99: result.latency.p99,
          cpuMsPerOp,
        };
        rounds.push(round);
        return { perSecond: round.perSecond, line: describe(round) };
      },
    });
    console.log(
      `placement p99, the median of ${rounds.length} rounds: ${median(rounds.map((round) => round.p99)).toFixed(2)} ms (goal <= 50 ms); failed requests: ${failures}`,
    );

    const real = await openBets(db);
    const session = await db
      .withTables<SbDatabase>()
      .selectFrom('sb_session')
      .select('id')
      .executeTakeFirstOrThrow();
    const topUpStart = performance.now();
    if (MARKET_BETS > real) await topUp(db, market.id, session.id, marketPlayers, MARKET_BETS - real);
    const total = await openBets(db);
    console.log(
      `market of ${total} open bets (${total - real} written directly over ${MARKET_PLAYERS} players, ` +
        `their platform rounds opened in ${((performance.now() - topUpStart) / 1000).toFixed(0)} s)`,
    );

    // Timed from the result to the last win acknowledged: the feed's settlement writes every leg's
    // result, then the book's work passes settle the bets while delivering their wins.
    const settleStart = performance.now();
    await book.applyFeed([
      {
        type: 'bet_settlement',
        fixtureId: FIXTURE,
        markets: [
          {
            key: 'winner',
            outcomes: { home: { result: 'won' }, draw: { result: 'lost' }, away: { result: 'lost' } },
          },
        ],
      },
    ]);
    const resultSeconds = (performance.now() - settleStart) / 1000;
    let settled = 0;
    let delivered = 0;
    for (;;) {
      const pass = await book.runOnce();
      settled += pass.settled;
      delivered += pass.delivered;
      if (pass.settled === 0 && pass.delivered === 0) break;
    }
    const settleSeconds = (performance.now() - settleStart) / 1000;
    console.log(
      `market settled end to end: ${settled} bets settled and ${delivered} signed wins acknowledged in ` +
        `${settleSeconds.toFixed(1)} s (the result written on the legs in ${resultSeconds.toFixed(1)} s); ` +
        `${(delivered / settleSeconds).toFixed(0)} wins/s`,
    );
    const pending = await db
      .withTables<SbDatabase>()
      .selectFrom('sb_wallet_call')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '!=', 'acked')
      .executeTakeFirstOrThrow();
    if (Number(pending.n) > 0 || failures > 0) process.exitCode = 1;
  } finally {
    await book.stop();
    await server.stop('SIGTERM');
  }
  const report = await reconcile(db);
  console.log(`reconciliation after the runs: ${report.ok ? 'ok' : report.problems.join('; ')}`);
  if (!report.ok) process.exitCode = 1;
} finally {
  await db.destroy();
  await postgres.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
