// Money movements per second through the HTTP API against PostgreSQL, next to `pgbench -b tpcb-like`
// on the same server as the reference. Each movement is one sandbox-gateway deposit callback: a signed
// webhook that verifies its HMAC and, in one statement (deposit_settle), locks the deposit, claims the
// event id, writes a balanced journal (member account + house shard), moves the cached balance and
// marks the deposit credited; after the commit the player's events are published (NOTIFY, batched).
// The deposits are created beforehand (untimed), as pgbench -i creates its accounts. The two runs
// alternate for BENCH_ROUNDS rounds and the best round of each is compared, so a burst of other work
// on the machine does not decide the ratio.
//
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:wallet
// (TEST_DATABASE_URL is used when BENCH_DATABASE_URL is unset). Creates and drops its own databases.
// Options (environment): BENCH_SECONDS (10), BENCH_ROUNDS (3), BENCH_CONNECTIONS (16), BENCH_POOL (the
// server's DATABASE_POOL_SIZE default), BENCH_PLAYERS (200); BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof")
// for the server process.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { seedDatabase } from '../apps/server/src/seed/index.js';
import { reconcile } from '../apps/server/src/modules/ops/operator/reconciliation.service.js';
import { signedCallbackHeaders } from '../apps/server/src/modules/money/sandbox-gateway/sandbox-protocol.js';
import { startServerProcess } from '../apps/server/src/testing/server-process.js';
import { postgresServer } from './postgres-server.js';
import { machineCpuPer } from './support/machine-cpu.js';

const run = promisify(execFile);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const POOL = process.env.BENCH_POOL;
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
/** More deposits than the runs can credit: room for 3000 per second. */
const DEPOSITS = (SECONDS * ROUNDS + 5) * 3000;
const SECRET = 'bench-sandbox-secret-0123456789';

if (!adminUrl) {
  console.error(
    'Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(2);
}

const postgres = postgresServer(adminUrl);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

interface Round {
  perSecond: number;
  p50: number;
  p99: number;
  /** WAL written per transaction (server-wide, so other activity on the server counts too). */
  walBytes?: number;
  walFpi?: number;
  /** Machine CPU per transaction (ms): client, server and database together (see machine-cpu.ts). */
  cpuMs?: number | null;
}

interface WalCounters {
  bytes: number;
  fpi: number;
}

/** The server's WAL counters (pg_stat_wal): what a run wrote is the difference around it. */
async function walCounters(): Promise<WalCounters> {
  const [row] = await postgres.query<{ bytes: string; fpi: string }>(
    'select wal_bytes::text as bytes, wal_fpi::text as fpi from pg_stat_wal',
  );
  return { bytes: Number(row?.bytes ?? 0), fpi: Number(row?.fpi ?? 0) };
}

async function withWal(run: () => Promise<Round & { transactions: number }>): Promise<Round> {
  const before = await walCounters();
  const {
    result: { transactions, ...round },
    cpuMsPerOp,
  } = await machineCpuPer(run, (result) => result.transactions);
  const after = await walCounters();
  return {
    ...round,
    cpuMs: cpuMsPerOp,
    walBytes: (after.bytes - before.bytes) / Math.max(1, transactions),
    walFpi: (after.fpi - before.fpi) / Math.max(1, transactions),
  };
}

/** One pgbench tpcb-like run: TPS, and latency percentiles from its per-transaction log. */
async function runPgbench(url: string): Promise<Round & { transactions: number }> {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbench-'));
  try {
    const { stdout } = await run('pgbench', [
      ...[
        '-b',
        'tpcb-like',
        '-n',
        '-c',
        String(CONNECTIONS),
        '-j',
        String(Math.min(CONNECTIONS, os.cpus().length)),
      ],
      ...['-T', String(SECONDS), '-l', `--log-prefix=${path.join(logDir, 'tx')}`, url],
    ]);
    const latencies = fs
      .readdirSync(logDir)
      .flatMap((file) => fs.readFileSync(path.join(logDir, file), 'utf8').split('\n'))
      .map((line) => Number(line.split(' ')[2]) / 1000)
      .filter((ms) => Number.isFinite(ms))
      .sort((a, b) => a - b);
    const perSecond = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
    return {
      perSecond,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      transactions: latencies.length,
    };
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

/** Players and pending sandbox deposits written straight into the fresh database; returns their references. */
async function prepareWallet(db: Db): Promise<string[]> {
  await migrateToLatest(db);
  await seedDatabase(db, { demoAccounts: true });
  const suffix = randomBytes(3).toString('hex');
  const members = await db
    .insertInto('member')
    .values(
      Array.from({ length: PLAYERS }, (_, i) => ({
        username: `bench${suffix}${i}`,
        referral_code: `B${suffix}${i}`.toUpperCase(),
      })),
    )
    .returning('id')
    .execute();
  const ids = members.map((member) => member.id);
  const deposits = await sql<{ id: string }>`
    insert into deposit (member_id, channel_id, amount)
    select (${sql.val(ids)}::bigint[])[1 + (n % ${ids.length})], 'sandbox_gateway', 10000
    from generate_series(1, ${DEPOSITS}) n
    returning id`.execute(db);
  await sql`vacuum analyze`.execute(db);
  return deposits.rows.map((row) => `D${row.id.padStart(9, '0')}`);
}

async function creditedCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('deposit')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'credited')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Signed callbacks for the next prepared deposits, from CONNECTIONS keep-alive connections. */
async function sendCallbacks(baseUrl: string, references: string[], seconds: number) {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/wps/cashier/webhooks/sandbox',
        setupRequest: (request) => {
          const reference = references.shift();
          if (!reference) throw new Error('ran out of prepared deposits');
          const body = JSON.stringify({
            eventId: `evt_${randomBytes(12).toString('hex')}`,
            reference,
            amount: '100.00',
            status: 'succeeded',
          });
          return { ...request, body, headers: signedCallbackHeaders(SECRET, body) };
        },
      },
    ],
  });
  return { ...result, failures: result.non2xx + result.errors + result.timeouts };
}

const best = (rounds: Round[]): Round =>
  rounds.reduce(
    (a, b) => (b.perSecond > a.perSecond ? b : a),
    rounds[0] ?? { perSecond: 0, p50: NaN, p99: NaN },
  );
const describe = (round: Round) =>
  `${round.perSecond.toFixed(0).padStart(6)} /s   p50 ${round.p50.toFixed(2)} ms   p99 ${round.p99.toFixed(2)} ms` +
  (round.walBytes === undefined
    ? ''
    : `   WAL ${(round.walBytes / 1024).toFixed(1)} KiB/tx (${(round.walFpi ?? 0).toFixed(2)} full pages)`) +
  (round.cpuMs == null ? '' : `   machine CPU ${round.cpuMs.toFixed(2)} ms/tx`);

const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const walletName = `bench_wallet_${suffix}`;
const pgbenchName = `bench_pgbench_${suffix}`;
await postgres.query(`CREATE DATABASE ${walletName}`);
await postgres.query(`CREATE DATABASE ${pgbenchName}`);
const walletDb = await openDatabase({ kind: 'postgres', url: postgres.databaseUrl(walletName), poolSize: 2 });
try {
  console.log(
    `PostgreSQL ${new URL(adminUrl).host}; ${os.cpus().length} CPUs shared by client, API and database (load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}); ${CONNECTIONS} connections, ${ROUNDS} x ${SECONDS} s each\n`,
  );
  await run('pgbench', [
    '-i',
    '-q',
    '-s',
    String(Math.max(CONNECTIONS, 10)),
    postgres.databaseUrl(pgbenchName),
  ]);
  const references = await prepareWallet(walletDb);
  const server = await startServerProcess(
    {
      DATABASE_URL: postgres.databaseUrl(walletName),
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      ...(POOL ? { DATABASE_POOL_SIZE: POOL } : {}),
      SANDBOX_GATEWAY_SECRET: SECRET,
    },
    { nodeArgs: process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [] },
  );
  const pgbenchRounds: Round[] = [];
  const walletRounds: Round[] = [];
  let failures = 0;
  try {
    await sendCallbacks(server.baseUrl, references, 2); // warm-up: JIT, pool, prepared statements
    for (let round = 1; round <= ROUNDS; round++) {
      pgbenchRounds.push(await withWal(() => runPgbench(postgres.databaseUrl(pgbenchName))));
      walletRounds.push(
        await withWal(async () => {
          const before = await creditedCount(walletDb);
          const result = await sendCallbacks(server.baseUrl, references, SECONDS);
          const credited = (await creditedCount(walletDb)) - before;
          failures += result.failures;
          return {
            perSecond: credited / result.duration,
            p50: result.latency.p50,
            p99: result.latency.p99,
            transactions: credited,
          };
        }),
      );
      console.log(`round ${round}: pgbench ${describe(pgbenchRounds.at(-1)!)}`);
      console.log(`         wallet  ${describe(walletRounds.at(-1)!)}`);
    }
  } finally {
    await server.stop('SIGTERM');
  }
  const reference = best(pgbenchRounds);
  const wallet = best(walletRounds);
  const report = await reconcile(walletDb);
  console.log(`\npgbench -b tpcb-like (best round):  ${describe(reference)}`);
  console.log(`wallet HTTP movements (best round): ${describe(wallet)}`);
  console.log(`ratio: ${(wallet.perSecond / reference.perSecond).toFixed(2)} of pgbench (target >= 0.50)`);
  console.log(
    `failed requests: ${failures}; reconciliation after the runs: ${report.ok ? 'ok' : report.problems.join('; ')}`,
  );
  if (!report.ok || failures > 0) process.exitCode = 1;
} finally {
  await walletDb.destroy();
  await postgres.query(`DROP DATABASE IF EXISTS ${walletName} WITH (FORCE)`);
  await postgres.query(`DROP DATABASE IF EXISTS ${pgbenchName} WITH (FORCE)`);
}
