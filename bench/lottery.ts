// The lottery provider under load on PostgreSQL, printed beside the bench/wallet reference:
// 1. purchases per second through the provider's player API over HTTP (POST /lp/api/tickets: slip
//    checked and priced, liability reserved, order, ticket and outbox rows written, then the signed
//    seamless bet sent to the platform and the ticket opened), every connection a player of its own;
// 2. one draw of 100,000 tickets end to end, measured: from the draw time to every prize paid. The
//    tickets (spread over BENCH_DRAW_PLAYERS players) and their platform rounds are inserted directly
//    (untimed); then the provider's scheduler passes (runOnce, as one server copy runs them) draw it,
//    settle every ticket (win rule, result stored, win call queued, in batches) and deliver every win to
//    the platform over HTTP (winBatch calls) while the settlement goes on, until every win is acknowledged.
//
// Usage: npm run bench:lottery (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test). Creates and drops its own database.
// Options (environment): BENCH_SECONDS (10), BENCH_ROUNDS (3: purchase rounds, each followed by a
// bench/wallet round unless BENCH_WALLET=0), BENCH_CONNECTIONS (16), BENCH_POOL (16), BENCH_TICKETS (100000;
// 0 skips the draw), BENCH_DRAW_PLAYERS (1000), BENCH_WALLET (1: also run bench/wallet for the reference),
// BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof" for the server process).
import { createHash, randomBytes } from 'node:crypto';
import { createLotteryProvider, lotteryProviderPaths, type LotteryProvider } from '@app/lottery-provider';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { lotteryProviderSecretFrom } from '../apps/server/src/config.js';
import { openDatabase, type Db } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { seedDatabase } from '../apps/server/src/seed/index.js';
import { startServerProcess } from '../apps/server/src/testing/server-process.js';
import { providerBenchEnv } from './support/provider-server-env.js';
import { fundedPlayers } from './support/seamless-players.js';
import { postgresServer } from './postgres-server.js';
import { machineCpuPer } from './support/machine-cpu.js';
import { benchAdminUrl, pairedWithWallet } from './support/wallet-reference.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const POOL = Number(process.env.BENCH_POOL ?? 16);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
const DRAW_PLAYERS = Number(process.env.BENCH_DRAW_PLAYERS ?? 1_000);
const SECRET = 'bench-house-provider-secret-0123456789abcdef';
const GAME = 'SSC3';
const postgres = postgresServer(benchAdminUrl);
const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** A selection that always wins once (every digit on the last position), so every ticket pays. */
const slip = {
  gameCode: GAME,
  unit: '1.00',
  multiplier: 1,
  selections: [{ betType: 'SSC_STAR1_DIRECT', picks: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']] }],
};

function provider(db: Db, baseUrl: string, now?: () => Date): LotteryProvider {
  return createLotteryProvider({
    db,
    providerCode: 'LOTTERY',
    secret: lotteryProviderSecretFrom(SECRET),
    log: silent,
    ...(now ? { now } : {}),
    wallet: {
      async send(path, headers, body) {
        const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body });
        return { status: response.status, body: await response.text() };
      },
    },
  });
}

/** Funded players, each with a lottery session of the bench game opened through the platform. */
async function preparePlayers(db: Db, baseUrl: string): Promise<string[]> {
  const game = await db
    .selectFrom('game')
    .select('node_id')
    .where('game_code', '=', GAME)
    .executeTakeFirstOrThrow();
  const sessions: string[] = [];
  for (const { launchToken } of await fundedPlayers(db, String(game.node_id), CONNECTIONS, {
    prefix: 'lott',
  })) {
    const response = await fetch(`${baseUrl}${lotteryProviderPaths.sessions}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launchToken }),
    });
    const body = (await response.json()) as { value: { sessionToken: string } };
    sessions.push(body.value.sessionToken);
  }
  return sessions;
}

async function buyTickets(baseUrl: string, sessions: string[], seconds: number, oddsVersion: number) {
  let next = 0;
  let sequence = 0;
  const run = randomBytes(3).toString('hex');
  return autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context: { token?: string }) => {
          context.token ??= sessions[next++ % sessions.length];
          return {
            ...request,
            method: 'POST',
            path: lotteryProviderPaths.tickets,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` },
            body: JSON.stringify({
              ...slip,
              oddsVersion,
              requestId: `bench-${run}-${(sequence++).toString(36)}`,
            }),
          };
        },
      },
    ],
  });
}

const count = async (db: Db, table: 'lp_ticket' | 'lp_wallet_call', where: [string, string][]) => {
  let query = db.selectFrom(table as never).select((eb) => eb.fn.countAll<string>().as('n'));
  for (const [column, value] of where) query = query.where(column as never, '=', value as never);
  return Number(((await query.executeTakeFirstOrThrow()) as { n: string }).n);
};

/**
 * One draw due now with `tickets` open tickets of `players` new players, each ticket with its platform
 * round as its bet would have opened it (inserted directly, untimed).
 */
async function bigDraw(db: Db, tickets: number, players: number): Promise<string> {
  const seed = randomBytes(32);
  const now = Date.now();
  const draw = await db
    .insertInto('lp_draw' as never)
    .values({
      game_code: GAME,
      issue: `BENCH${now}`,
      opens_at: new Date(now - 120_000),
      closes_at: new Date(now - 60_000),
      draw_at: new Date(now - 1_000),
      seed: seed.toString('hex'),
      seed_hash: createHash('sha256').update(seed).digest('hex'),
      status: 'open',
    } as never)
    .returning('id' as never)
    .executeTakeFirstOrThrow();
  const drawId = (draw as { id: string }).id;
  const suffix = randomBytes(3).toString('hex');
  const members = (
    await db
      .insertInto('member')
      .values(
        Array.from({ length: players }, (_, i) => ({
          username: `lotd${suffix}${i}`,
          referral_code: `D${suffix}${i}`.toUpperCase(),
        })),
      )
      .returning('id')
      .execute()
  ).map((member) => String(member.id));
  const order = await db
    .insertInto('lp_order' as never)
    .values({
      order_uid: `Obench${drawId}`,
      player_id: members[0],
      request_id: `bench-${drawId}`,
      game_code: GAME,
      chase_draws: 1,
      stop_on_win: false,
      total_stake: String(tickets * 1000),
      status: 'placed',
      created_at: new Date(),
    } as never)
    .returning('id' as never)
    .executeTakeFirstOrThrow();
  const selections = JSON.stringify({
    unit: '100',
    multiplier: 1,
    lines: [{ ...slip.selections[0], bets: 10, odds: { '': 9_700 } }],
  });
  for (let start = 0; start < tickets; start += 5_000) {
    const size = Math.min(5_000, tickets - start);
    await db
      .insertInto('lp_ticket' as never)
      .values(
        Array.from({ length: size }, (_, i) => ({
          ticket_uid: `Tb${drawId}x${start + i}`,
          order_id: (order as { id: string }).id,
          player_id: members[(start + i) % members.length],
          draw_id: drawId,
          game_code: GAME,
          selections,
          stake: '1000',
          rebate: '0',
          status: 'open',
          win: '0',
          created_at: new Date(),
        })) as never,
      )
      .execute();
  }
  // The rounds their bets opened on the platform, like the rounds of the tickets bought over HTTP.
  await sql`
    insert into game_round (provider_code, round_ref, member_id, node_id, vendor_code, game_type, stake)
    select r.provider_code, t.ticket_uid, t.player_id::bigint, r.node_id, r.vendor_code, r.game_type, t.stake
    from lp_ticket t
    cross join (select * from game_round where provider_code = 'LOTTERY' limit 1) r
    where t.draw_id = ${drawId}`.execute(db);
  return drawId;
}

/** The draw of TICKETS tickets from its draw time to every prize acknowledged by the platform. */
async function drawEndToEnd(db: Db, lottery: LotteryProvider): Promise<void> {
  const drawId = await bigDraw(db, TICKETS, DRAW_PLAYERS);
  const startedAt = Date.now();
  const wins = () =>
    sql<{ status: string; n: string; last_error: string | null }>`
      select c.status, count(*) as n, max(c.last_error) as last_error
      from lp_wallet_call c join lp_ticket t on t.id = c.ticket_id
      where t.draw_id = ${drawId} and c.kind = 'win' group by c.status`.execute(db);
  let settledAt: number | null = null;
  let passes = 0;
  for (; passes < 100; passes++) {
    await lottery.runOnce();
    const draw = (await db
      .selectFrom('lp_draw' as never)
      .select(['status' as never, 'settled_at' as never])
      .where('id' as never, '=', drawId as never)
      .executeTakeFirstOrThrow()) as { status: string; settled_at: Date | null };
    if (draw.status !== 'settled') continue;
    settledAt ??= draw.settled_at!.getTime();
    const { rows } = await wins();
    if (!rows.some((row) => row.status === 'pending')) break;
  }
  const seconds = (Date.now() - startedAt) / 1000;
  const { rows } = await wins();
  const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  const { rows: rounds } = await sql<{ n: string }>`
    select count(*) as n from game_round r join lp_ticket t on t.ticket_uid = r.round_ref
    where t.draw_id = ${drawId} and r.provider_code = 'LOTTERY' and r.status = 'settled' and r.win > 0`.execute(
    db,
  );
  const settleSeconds = settledAt === null ? NaN : (settledAt - startedAt) / 1000;
  console.log(
    `draw of ${TICKETS} tickets (${DRAW_PLAYERS} players), end to end: every ticket settled after ${settleSeconds.toFixed(1)} s, every prize paid after ${seconds.toFixed(1)} s (${(TICKETS / seconds).toFixed(0)} tickets/s; goal: 100,000 in 60 s); ${passes + 1} scheduler passes`,
  );
  console.log(
    `  wins acknowledged ${count('acked')}, pending ${count('pending')}, failed ${count('failed')} ${rows.find((row) => row.last_error)?.last_error ?? ''}; platform rounds settled with their win: ${rounds[0]?.n ?? 0}`,
  );
}

const name = `bench_lottery_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
await postgres.query(`CREATE DATABASE ${name}`);
const db = await openDatabase({ kind: 'postgres', url: postgres.databaseUrl(name), poolSize: 8 });
try {
  console.log(
    `PostgreSQL ${new URL(benchAdminUrl).host}; ${CONNECTIONS} connections (one player each), ${SECONDS} s\n`,
  );
  await migrateToLatest(db);
  await seedDatabase(db, { demoAccounts: false, demoGames: false, houseProviderSecret: SECRET });
  const server = await startServerProcess(providerBenchEnv(postgres.databaseUrl(name), SECRET, POOL), {
    nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
  });
  try {
    const lottery = provider(db, server.baseUrl);
    // One draw takes every purchase: a daily draw tomorrow, limits out of the way.
    await lottery.operator.updateGame(GAME, {
      schedule: { kind: 'daily', times: ['12:00'] },
      closeSeconds: 60,
      numberLimit: 1_000_000_000_000n,
      drawLimit: 1_000_000_000_000n,
    });
    const detail = (await (await fetch(`${server.baseUrl}${lotteryProviderPaths.game(GAME)}`)).json()) as {
      value: { oddsVersion: number };
    };
    const sessions = await preparePlayers(db, server.baseUrl);
    await buyTickets(server.baseUrl, sessions, 2, detail.value.oddsVersion); // warm-up
    await pairedWithWallet({
      rounds: ROUNDS,
      seconds: SECONDS,
      ratioName: 'purchases / wallet movements',
      round: async () => {
        const before = await count(db, 'lp_ticket', [['status', 'open']]);
        const {
          result,
          count: bought,
          cpuMsPerOp,
        } = await machineCpuPer(
          () => buyTickets(server.baseUrl, sessions, SECONDS, detail.value.oddsVersion),
          async () => (await count(db, 'lp_ticket', [['status', 'open']])) - before,
        );
        const perSecond = bought / result.duration;
        return {
          perSecond,
          line:
            `purchases over HTTP ${perSecond.toFixed(0)} tickets/s   request p50 ${result.latency.p50.toFixed(2)} ms   p99 ${result.latency.p99.toFixed(2)} ms   failed ${result.non2xx + result.errors + result.timeouts}` +
            (cpuMsPerOp === null ? '' : `   machine CPU ${cpuMsPerOp.toFixed(2)} ms/ticket`),
        };
      },
    });

    if (TICKETS > 0) await drawEndToEnd(db, lottery);
  } finally {
    await server.stop('SIGTERM');
  }
} finally {
  await db.destroy();
  await postgres.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
