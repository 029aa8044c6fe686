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
// BENCH_PLAYERS (= connections), BENCH_WALLET (1: also run bench/wallet for the reference),
// BENCH_CPU_PROF (a directory: the server process writes its V8 CPU profile there, --cpu-prof),
// BENCH_DELIVERY_WINS (10000: wins delivered to open rounds, half as single signed win calls with 16 in
// flight as an outbox sent them, half in winBatch calls of 250 with 4 in flight; 0 skips this part).
import { randomBytes } from 'node:crypto';
import { seamlessEndpoints } from '@app/contracts';
import { seamlessHeaders, seamlessSignature } from '@app/contracts/seamless-signature';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database.js';
import { reconcile } from '../apps/server/src/modules/ops/operator/reconciliation.service.js';
import { startServerProcess } from '../apps/server/src/testing/server-process.js';
import { providerBenchEnv } from './support/provider-server-env.js';
import { type BenchPlayer, prepareSeamlessPlayers } from './support/seamless-players.js';
import { postgresServer } from './postgres-server.js';
import { machineCpuPer } from './support/machine-cpu.js';
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

const DELIVERY_WINS = Number(process.env.BENCH_DELIVERY_WINS ?? 10_000);

/** Open rounds (no stake: a settlement's wins only need the round) spread over the players. */
async function openRounds(db: Db, players: BenchPlayer[], count: number, tag: string) {
  const { rows } = await sql<{ round_ref: string; member_id: string }>`
    insert into game_round (provider_code, round_ref, member_id, node_id, vendor_code, game_type)
    select 'HOUSE', ${tag} || '-' || g, p.member_id, l.node_id, ga.vendor_code, ga.game_type
      from generate_series(1, ${count}::int) g
      join unnest(${players.map((player) => player.id)}::bigint[]) with ordinality p(member_id, n)
        on p.n = 1 + g % ${players.length}::int
      join lateral (select node_id from game_launch where member_id = p.member_id limit 1) l on true
      join game ga on ga.node_id = l.node_id
    returning round_ref, member_id`.execute(db);
  return rows.map((row) => ({ playerId: String(row.member_id), roundId: row.round_ref }));
}

/** Runs `work` over the items with `limit` in flight; answers how long it took (s). */
async function timedPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i]!);
    }),
  );
  return (performance.now() - start) / 1000;
}

async function postSigned(baseUrl: string, path: string, body: object): Promise<string> {
  const request = signedRequest(path, body);
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status} ${text}`);
  return text;
}

/** Settlement delivery: the same number of wins as single calls, then as winBatch calls, in one run. */
async function deliveryFigures(db: Db, baseUrl: string, players: BenchPlayer[]): Promise<string[]> {
  const half = Math.floor(DELIVERY_WINS / 2);
  const win = (round: { playerId: string; roundId: string }) => ({
    playerId: round.playerId,
    txId: `dw-${round.roundId}`,
    roundId: round.roundId,
    amount: WIN,
  });
  const singles = await openRounds(db, players, half, `ds${Date.now().toString(36)}`);
  const singleSeconds = await timedPool(singles, 16, async (round) => {
    await postSigned(baseUrl, seamlessEndpoints.win.path, win(round));
  });
  const batched = await openRounds(db, players, half, `db${Date.now().toString(36)}`);
  const batches = Array.from({ length: Math.ceil(half / 250) }, (_, i) =>
    batched.slice(i * 250, i * 250 + 250),
  );
  const batchSeconds = await timedPool(batches, 4, async (batch) => {
    const text = await postSigned(baseUrl, seamlessEndpoints.winBatch.path, { items: batch.map(win) });
    const refused = (JSON.parse(text) as { value: { items: { ok: boolean }[] } }).value.items.filter(
      (item) => !item.ok,
    );
    if (refused.length > 0) throw new Error(`winBatch refused ${refused.length} items`);
  });
  const rate = (seconds: number) => half / seconds;
  return [
    `single win calls (16 in flight): ${half} wins in ${singleSeconds.toFixed(1)} s = ${rate(singleSeconds).toFixed(0)} wins/s`,
    `winBatch calls (250 wins, 4 in flight): ${half} wins in ${batchSeconds.toFixed(1)} s = ${rate(batchSeconds).toFixed(0)} wins/s (${(rate(batchSeconds) / rate(singleSeconds)).toFixed(1)}x); 100,000 wins: ${(100_000 / rate(batchSeconds)).toFixed(0)} s`,
  ];
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
  /** Every process's CPU (client, server, database) per call, or null where unknown. */
  cpuMsPerCall: number | null;
}
/** Each pair is two seamless calls (a bet, a win): the figure is calls per second. */
const describe = (round: Round) =>
  `${(round.perSecond * 2).toFixed(0).padStart(6)} calls/s (${round.perSecond.toFixed(0)} bet+win pairs/s)   request p50 ${round.p50.toFixed(2)} ms   p99 ${round.p99.toFixed(2)} ms` +
  (round.cpuMsPerCall === null ? '' : `   machine CPU ${round.cpuMsPerCall.toFixed(2)} ms/call`);

const name = `bench_seamless_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
await postgres.query(`CREATE DATABASE ${name}`);
const db = await openDatabase({ kind: 'postgres', url: postgres.databaseUrl(name), poolSize: 2 });
let seamless: Round | undefined;
try {
  console.log(
    `PostgreSQL ${new URL(benchAdminUrl).host}; ${CONNECTIONS} connections (one player each), ${ROUNDS} x ${SECONDS} s\n`,
  );
  const players = await prepareSeamlessPlayers(db, SECRET, PLAYERS);
  const profileDir = process.env.BENCH_CPU_PROF;
  const server = await startServerProcess(
    providerBenchEnv(postgres.databaseUrl(name), SECRET, POOL),
    profileDir ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {},
  );
  let failures = 0;
  const rounds: Round[] = [];
  try {
    await playPairs(server.baseUrl, players, 2); // warm-up: JIT, pool, prepared statements
    for (let round = 1; round <= ROUNDS; round++) {
      const before = await settledRounds(db);
      // Each settled round is one bet+win pair: two calls.
      const {
        result,
        count: calls,
        cpuMsPerOp,
      } = await machineCpuPer(
        () => playPairs(server.baseUrl, players, SECONDS),
        async () => 2 * ((await settledRounds(db)) - before),
      );
      failures += result.failures;
      rounds.push({
        perSecond: calls / 2 / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        cpuMsPerCall: cpuMsPerOp,
      });
      console.log(`round ${round}: seamless ${describe(rounds.at(-1)!)}`);
    }
    if (DELIVERY_WINS > 0) {
      console.log('\nsettlement delivery (wins to open rounds, same run):');
      for (const line of await deliveryFigures(db, server.baseUrl, players)) console.log(`  ${line}`);
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
  // Throughput moves with the machine from run to run; what a call costs it moves much less.
  const pgbenchCpu = /machine CPU ([\d.]+) ms\/tx/.exec(reference[0] ?? '')?.[1];
  if (pgbenchCpu && seamless.cpuMsPerCall) {
    console.log(
      `seamless calls per machine CPU: ${(Number(pgbenchCpu) / seamless.cpuMsPerCall).toFixed(2)} of pgbench tpcb-like (${seamless.cpuMsPerCall.toFixed(2)} ms a call against ${pgbenchCpu} ms a transaction)`,
    );
  }
}
