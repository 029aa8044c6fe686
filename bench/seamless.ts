// Bet+win pairs per second through the signed seamless-wallet API against PostgreSQL, printed beside
// the bench/wallet reference. Each pair is two signed HTTP calls as a game provider makes them: a bet
// (signature and nonce check, launch token, round opened and locked, balanced journal debiting the
// player) and a win closing the round (journal crediting it, round settled with its valid bet). Every
// connection plays its own player, one round after another. The players, their balances and launch
// tokens are prepared beforehand (untimed). The reference is bench/wallet.ts itself, run afterwards
// (its pgbench tpcb-like figure and its HTTP money movements per second), unless BENCH_WALLET=0.
//
// Usage: npm run bench:seamless (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test). Creates and drops its own database.
// Options (environment): BENCH_SECONDS (10), BENCH_ROUNDS (2), BENCH_CONNECTIONS (16), BENCH_POOL (16),
// BENCH_PLAYERS (= connections), BENCH_WALLET (1: also run bench/wallet for the reference).
import { randomBytes } from 'node:crypto';
import { seamlessEndpoints } from '@app/contracts';
import { seamlessHeaders, seamlessSignature } from '@app/contracts/seamless-signature';
import autocannon from 'autocannon';
import { openDatabase, type Db } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { seedDatabase } from '../apps/server/src/seed/index.js';
import { postJournal } from '../apps/server/src/modules/money/ledger/ledger.service.js';
import { reconcile } from '../apps/server/src/modules/ops/operator/reconciliation.service.js';
import { importTestGames, testGameRows } from '../apps/server/src/testing/lobby.js';
import { launchTokenFor } from '../apps/server/src/testing/seamless.js';
import { startServerProcess } from '../apps/server/src/testing/server-process.js';
import { postgresServer } from './postgres-server.js';
import { benchAdminUrl, walletReference } from './support/wallet-reference.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const POOL = Number(process.env.BENCH_POOL ?? 16);
const PLAYERS = Math.max(CONNECTIONS, Number(process.env.BENCH_PLAYERS ?? CONNECTIONS));
const SECRET = 'bench-house-provider-secret-0123456789abcdef';
const STAKE = '1.00';
const WIN = '0.95';

const postgres = postgresServer(benchAdminUrl);

interface BenchPlayer {
  id: string;
  launchToken: string;
}

/** Schema, seed, one house game, and funded players each holding a launch token of it. */
async function prepare(db: Db): Promise<BenchPlayer[]> {
  await migrateToLatest(db);
  await seedDatabase(db, { demoAccounts: false, demoGames: false, houseProviderSecret: SECRET });
  const { nodeIds } = await importTestGames(db, testGameRows('PG', 1, 'bench'));
  const nodeId = nodeIds.get('PG/bench1');
  if (!nodeId) throw new Error('bench game missing');
  const suffix = randomBytes(3).toString('hex');
  const members = await db
    .insertInto('member')
    .values(
      Array.from({ length: PLAYERS }, (_, i) => ({
        username: `seam${suffix}${i}`,
        referral_code: `S${suffix}${i}`.toUpperCase(),
      })),
    )
    .returning('id')
    .execute();
  const players: BenchPlayer[] = [];
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
    players.push({ id, launchToken: await launchTokenFor(db, id, nodeId) });
  }
  return players;
}

function signedRequest(path: string, body: object) {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const nonce = randomBytes(16).toString('base64url');
  return {
    method: 'POST' as const,
    path,
    body: raw,
    headers: {
      'content-type': 'application/json',
      [seamlessHeaders.provider]: 'HOUSE',
      [seamlessHeaders.timestamp]: timestamp,
      [seamlessHeaders.nonce]: nonce,
      [seamlessHeaders.signature]: seamlessSignature(SECRET, { timestamp, nonce, path, body: raw }),
    },
  };
}

interface Context {
  player?: BenchPlayer;
  round?: string;
}

/** Bet then win on a fresh round, over and over, one player per connection. */
async function playPairs(baseUrl: string, players: BenchPlayer[], seconds: number) {
  let next = 0;
  let sequence = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context: Context) => {
          context.player ??= players[next++ % players.length];
          const player = context.player;
          if (!player) throw new Error('no players');
          context.round = `r${Date.now().toString(36)}${(sequence++).toString(36)}`;
          return {
            ...request,
            ...signedRequest(seamlessEndpoints.bet.path, {
              launchToken: player.launchToken,
              playerId: player.id,
              txId: `b-${context.round}`,
              roundId: context.round,
              amount: STAKE,
            }),
          };
        },
      },
      {
        setupRequest: (request, context: Context) => {
          const { player, round } = context;
          if (!player || !round) throw new Error('win before bet');
          return {
            ...request,
            ...signedRequest(seamlessEndpoints.win.path, {
              playerId: player.id,
              txId: `w-${round}`,
              roundId: round,
              amount: WIN,
            }),
          };
        },
      },
    ],
  });
  return { ...result, failures: result.non2xx + result.errors + result.timeouts };
}

async function settledRounds(db: Db): Promise<number> {
  const row = await db
    .selectFrom('game_round')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'settled')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface Round {
  perSecond: number;
  p50: number;
  p99: number;
}
/** Each pair is two seamless calls (a bet, a win): the figure is calls per second. */
const describe = (round: Round) =>
  `${(round.perSecond * 2).toFixed(0).padStart(6)} calls/s (${round.perSecond.toFixed(0)} bet+win pairs/s)   request p50 ${round.p50.toFixed(2)} ms   p99 ${round.p99.toFixed(2)} ms`;

const name = `bench_seamless_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
await postgres.query(`CREATE DATABASE ${name}`);
const db = await openDatabase({ kind: 'postgres', url: postgres.databaseUrl(name), poolSize: 2 });
let seamless: Round | undefined;
try {
  console.log(
    `PostgreSQL ${new URL(benchAdminUrl).host}; ${CONNECTIONS} connections (one player each), ${ROUNDS} x ${SECONDS} s\n`,
  );
  const players = await prepare(db);
  const server = await startServerProcess({
    DATABASE_URL: postgres.databaseUrl(name),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    HOUSE_PROVIDER_ENABLED: 'false',
    HOUSE_PROVIDER_SECRET: SECRET,
    DATABASE_POOL_SIZE: String(POOL),
  });
  let failures = 0;
  const rounds: Round[] = [];
  try {
    await playPairs(server.baseUrl, players, 2); // warm-up: JIT, pool, prepared statements
    for (let round = 1; round <= ROUNDS; round++) {
      const before = await settledRounds(db);
      const result = await playPairs(server.baseUrl, players, SECONDS);
      const pairs = (await settledRounds(db)) - before;
      failures += result.failures;
      rounds.push({ perSecond: pairs / result.duration, p50: result.latency.p50, p99: result.latency.p99 });
      console.log(`round ${round}: seamless ${describe(rounds.at(-1)!)}`);
    }
  } finally {
    await server.stop('SIGTERM');
  }
  seamless = rounds.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  const report = await reconcile(db);
  console.log(`\nseamless calls (best round): ${describe(seamless)}`);
  console.log(
    `failed requests: ${failures}; reconciliation after the runs: ${report.ok ? 'ok' : report.problems.join('; ')}`,
  );
  if (!report.ok || failures > 0) process.exitCode = 1;
} finally {
  await db.destroy();
  await postgres.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

if (seamless && process.env.BENCH_WALLET !== '0') {
  console.log('\nReference: bench/wallet on the same server (each pair is two money movements)');
  const reference = await walletReference({ seconds: SECONDS, rounds: ROUNDS });
  for (const line of reference) console.log(`  ${line}`);
  const pgbench = /^pgbench -b tpcb-like \(best round\):\s+(\d+)/.exec(reference[0] ?? '')?.[1];
  if (pgbench) {
    const ratio = (seamless.perSecond * 2) / Number(pgbench);
    console.log(
      `seamless calls/s: ${ratio.toFixed(2)} of pgbench tpcb-like (goal >= 0.50), p99 ${seamless.p99.toFixed(2)} ms (goal <= 25 ms)`,
    );
  }
}
