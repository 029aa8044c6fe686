// The lottery provider under load on PostgreSQL, printed beside the bench/wallet reference:
// 1. purchases per second through the provider's player API over HTTP (POST /lp/api/tickets: slip
//    checked and priced, order, ticket, liability and outbox rows written, then the signed seamless bet
//    sent to the platform and the ticket opened), every connection a player of its own;
// 2. the settlement of one draw of 100,000 tickets: every ticket's win rule run, its result stored and its
//    win call queued, in batches of 1,000 per transaction. Those tickets are inserted directly (untimed);
//    the wins of the tickets bought in part 1 are then delivered to the platform over HTTP and timed too.
//
// Usage: npm run bench:lottery (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test). Creates and drops its own database.
// Options (environment): BENCH_SECONDS (10), BENCH_CONNECTIONS (16), BENCH_POOL (16), BENCH_TICKETS (100000),
// BENCH_WALLET (1: also run bench/wallet for the reference).
import { randomBytes } from 'node:crypto';
import { createLotteryProvider, lotteryProviderPaths, type LotteryProvider } from '@app/lottery-provider';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { lotteryProviderSecretFrom } from '../apps/server/src/config.js';
import { openDatabase, type Db } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { postJournal } from '../apps/server/src/modules/money/ledger/ledger.service.js';
import { seedDatabase } from '../apps/server/src/seed/index.js';
import { launchTokenFor } from '../apps/server/src/testing/seamless.js';
import { startServerProcess } from '../apps/server/src/testing/server-process.js';
import { postgresServer } from './postgres-server.js';
import { benchAdminUrl, walletReference } from './support/wallet-reference.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const POOL = Number(process.env.BENCH_POOL ?? 16);
const TICKETS = Number(process.env.BENCH_TICKETS ?? 100_000);
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
  const suffix = randomBytes(3).toString('hex');
  const members = await db
    .insertInto('member')
    .values(
      Array.from({ length: CONNECTIONS }, (_, i) => ({
        username: `lott${suffix}${i}`,
        referral_code: `L${suffix}${i}`.toUpperCase(),
      })),
    )
    .returning('id')
    .execute();
  const sessions: string[] = [];
  for (const { id } of members) {
    await db.transaction().execute((trx) =>
      postJournal(trx, {
        type: 'adjustment',
        eventKey: `bench:fund:${id}`,
        reference: 'BENCH',
        postings: [
          { account: { memberId: id, kind: 'main' }, amount: 100_000_000n },
          { account: { house: 'house:adjustments' }, amount: -100_000_000n },
        ],
      }),
    );
    const launchToken = await launchTokenFor(db, id, String(game.node_id));
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

/** One draw with `tickets` open tickets (inserted directly, untimed), drawn and ready to settle. */
async function bigDraw(db: Db, tickets: number): Promise<string> {
  const draw = await db
    .insertInto('lp_draw' as never)
    .values({
      game_code: GAME,
      issue: `BENCH${Date.now()}`,
      opens_at: new Date(Date.now() - 120_000),
      closes_at: new Date(Date.now() - 60_000),
      draw_at: new Date(Date.now() - 30_000),
      seed: '00'.repeat(32),
      seed_hash: '00'.repeat(32),
      status: 'drawn',
      result: JSON.stringify({ kind: 'numbers', numbers: [1, 2, 3, 4, 5] }),
      result_source: 'operator',
      result_version: 1,
    } as never)
    .returning('id' as never)
    .executeTakeFirstOrThrow();
  const drawId = (draw as { id: string }).id;
  const order = await db
    .insertInto('lp_order' as never)
    .values({
      order_uid: `Obench${drawId}`,
      player_id: '1',
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
          player_id: String(1 + ((start + i) % 50)),
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
  return drawId;
}

async function pendingCalls(db: Db): Promise<number> {
  const { rows } = await sql<{
    n: string;
  }>`select count(*) as n from lp_wallet_call where status = 'pending'`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

const name = `bench_lottery_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
await postgres.query(`CREATE DATABASE ${name}`);
const db = await openDatabase({ kind: 'postgres', url: postgres.databaseUrl(name), poolSize: 4 });
const outcome = { measured: false };
try {
  console.log(
    `PostgreSQL ${new URL(benchAdminUrl).host}; ${CONNECTIONS} connections (one player each), ${SECONDS} s\n`,
  );
  await migrateToLatest(db);
  await seedDatabase(db, { demoAccounts: false, demoGames: false, houseProviderSecret: SECRET });
  const server = await startServerProcess({
    DATABASE_URL: postgres.databaseUrl(name),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    HOUSE_PROVIDER_ENABLED: 'false',
    HOUSE_PROVIDER_SECRET: SECRET,
    DATABASE_POOL_SIZE: String(POOL),
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
    const before = await count(db, 'lp_ticket', [['status', 'open']]);
    const result = await buyTickets(server.baseUrl, sessions, SECONDS, detail.value.oddsVersion);
    const bought = (await count(db, 'lp_ticket', [['status', 'open']])) - before;
    const purchases = bought / result.duration;
    console.log(
      `purchases over HTTP: ${purchases.toFixed(0)} tickets/s   request p50 ${result.latency.p50.toFixed(2)} ms   p99 ${result.latency.p99.toFixed(2)} ms   failed ${result.non2xx + result.errors + result.timeouts}`,
    );

    // The 100,000-ticket draw: settle it (every win rule, result stored, win call queued).
    const drawId = await bigDraw(db, TICKETS);
    const settleStart = performance.now();
    const settled = await lottery.settleDraw(drawId);
    const settleSeconds = (performance.now() - settleStart) / 1000;
    console.log(
      `settlement of one draw: ${settled} tickets in ${settleSeconds.toFixed(1)} s (${(settled / settleSeconds).toFixed(0)} tickets/s; goal: 100,000 in 60 s)`,
    );
    // Its win calls have no platform rounds behind them (the tickets were inserted directly): drop them.
    await db
      .deleteFrom('lp_wallet_call' as never)
      .where('tx_id' as never, 'like', `win-Tb${drawId}x%` as never)
      .execute();

    // The purchased tickets' draw, drawn now (a clock past it), settled and its wins delivered over HTTP.
    const drawAt = (
      (await db
        .selectFrom('lp_draw' as never)
        .select('draw_at' as never)
        .where('game_code' as never, '=', GAME as never)
        .where('status' as never, '=', 'open' as never)
        .orderBy('draw_at' as never)
        .executeTakeFirstOrThrow()) as { draw_at: Date }
    ).draw_at;
    const future = provider(db, server.baseUrl, () => new Date(drawAt.getTime() + 1_000));
    await future.drawDueDraws();
    await future.settleDueDraws();
    // Queued on the future clock: due now for the real-clock copy that sends them.
    await db
      .updateTable('lp_wallet_call' as never)
      .set({ next_attempt_at: new Date() } as never)
      .execute();
    const deliverStart = performance.now();
    let delivered = 0;
    // Until every call is acknowledged (a pass leaves a call that timed out for its retry).
    for (let pass = 0; pass < 20 && (await pendingCalls(db)) > 0; pass++) {
      delivered += await lottery.runOutboxOnce();
      await db
        .updateTable('lp_wallet_call' as never)
        .set({ next_attempt_at: new Date() } as never)
        .execute();
    }
    const deliverSeconds = (performance.now() - deliverStart) / 1000;
    const { rows: undelivered } = await sql<{ n: string; last_error: string | null }>`
      select count(*) as n, max(last_error) as last_error from lp_wallet_call where status <> 'acked'`.execute(
      db,
    );
    console.log(
      `win calls delivered over HTTP: ${delivered} in ${deliverSeconds.toFixed(1)} s (${(delivered / deliverSeconds).toFixed(0)}/s); not acknowledged: ${undelivered[0]?.n ?? 0} ${undelivered[0]?.last_error ?? ''}`,
    );
    outcome.measured = true;
  } finally {
    await server.stop('SIGTERM');
  }
} finally {
  await db.destroy();
  await postgres.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

if (outcome.measured && process.env.BENCH_WALLET !== '0') {
  console.log('\nReference: bench/wallet on the same server');
  for (const line of await walletReference({ seconds: SECONDS, rounds: 1 })) console.log(`  ${line}`);
}
