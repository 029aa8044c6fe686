// WAL written per seamless bet+win pair, broken down by relation: the pairs are played in-process
// (the service functions the HTTP routes call, each call its own statement and commit, with a nonce
// like a signed call) on BENCH_CONNECTIONS connections at once (one player each, as bench/seamless.ts), after a warm-up, and the WAL between the two LSNs is read
// with pg_walinspect. The server is shared, so only the records of this database's transactions
// (their xids, or a block of this database) are counted. Full-page images are reported apart: they
// depend on when the last checkpoint was, not on what a pair writes.
//
// Usage: npm run bench:seamless-wal (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
// server; needs the pg_walinspect extension). Options: BENCH_PAIRS (1000), BENCH_WARMUP (200), BENCH_CONNECTIONS (8; 1 shows the WAL of a pair
// alone: concurrent pairs also lock shared rows, e.g. multixacts on the house account and provider).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../apps/server/src/db/database.js';
import { placeBet, settleWin } from '../apps/server/src/modules/games/seamless/seamless.service.js';
import { postgresServer } from './postgres-server.js';
import { type BenchPlayer, prepareSeamlessPlayers } from './support/seamless-players.js';
import { benchAdminUrl } from './support/wallet-reference.js';

const PAIRS = Number(process.env.BENCH_PAIRS ?? 1000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
/** USER_HZ of Linux's /proc/<pid>/stat times (100 on every common architecture). */
const CLOCK_TICKS_PER_SECOND = 100;

const postgres = postgresServer(benchAdminUrl);

/** `count` pairs spread over the connections, each playing its own player one round after another. */
async function playPairs(db: Db, players: BenchPlayer[], count: number, tag: string) {
  await Promise.all(
    players.map(async (player, n) => {
      for (let i = n; i < count; i += players.length) await playPair(db, player, `${tag}${i}`);
    }),
  );
}

async function playPair(db: Db, player: BenchPlayer, round: string) {
  const nonce = () => ({
    provider: 'HOUSE',
    value: randomBytes(16).toString('base64url'),
    recorded: false,
  });
  await placeBet(
    db,
    'HOUSE',
    {
      launchToken: player.launchToken,
      playerId: player.id,
      txId: `b-${round}`,
      roundId: round,
      amount: 100n,
    },
    [],
    new Date(),
    nonce(),
  );
  await settleWin(
    db,
    'HOUSE',
    { playerId: player.id, txId: `w-${round}`, roundId: round, amount: 95n, endRound: true },
    new Date(),
    nonce(),
  );
}

interface WalRow {
  relation: string;
  records: string;
  bytes: string;
  fpi_bytes: string;
}

/** This database's WAL between two LSNs, per relation of each record's first block (or its kind). */
async function walByRelation(db: Db, start: string, end: string): Promise<WalRow[]> {
  const { rows } = await sql<WalRow>`
    with w as (
      select r.*, substring(r.block_ref from 'rel [0-9]+/([0-9]+)/')::oid as db_oid,
             substring(r.block_ref from 'rel [0-9]+/[0-9]+/([0-9]+)')::oid as filenode
        from pg_get_wal_records_info(${start}::pg_lsn, ${end}::pg_lsn) r
    ), ours as (
      select w.* from w
        where w.db_oid = (select oid from pg_database where datname = current_database())
           or (w.xid <> 0 and w.xid in (select x.xid from w x
                                          where x.db_oid = (select oid from pg_database
                                                              where datname = current_database())))
    )
    select coalesce(pg_filenode_relation(0, o.filenode)::text,
                    o.resource_manager || ' ' || split_part(o.record_type, ' ', 1)) as relation,
           count(*)::text as records, sum(o.record_length)::text as bytes,
           sum(o.fpi_length)::text as fpi_bytes
      from ours o
      group by 1
      order by sum(o.record_length) desc`.execute(db);
  return rows;
}

/**
 * CPU time (ms) the database's backends have used, read from /proc: a figure that a loaded machine
 * changes far less than pairs per second. Null when the server is not on this machine.
 */
async function backendCpuMs(db: Db): Promise<number | null> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database()`.execute(db);
  let ticks = 0;
  for (const { pid } of rows) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    if (stat === null) return null;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * (1000 / CLOCK_TICKS_PER_SECOND);
}

const currentLsn = async (db: Db) =>
  (await sql<{ lsn: string }>`select pg_current_wal_lsn()::text as lsn`.execute(db)).rows[0]!.lsn;

const name = `bench_seamless_wal_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
await postgres.query(`CREATE DATABASE ${name}`);
const db = await openDatabase({ kind: 'postgres', url: postgres.databaseUrl(name), poolSize: CONNECTIONS });
try {
  await sql`create extension if not exists pg_walinspect`.execute(db);
  const players = await prepareSeamlessPlayers(
    db,
    'bench-house-provider-secret-0123456789abcdef',
    CONNECTIONS,
  );
  await playPairs(db, players, WARMUP, 'warm');
  const start = await currentLsn(db);
  const cpuBefore = await backendCpuMs(db);
  const began = performance.now();
  await playPairs(db, players, PAIRS, 'wal');
  const seconds = (performance.now() - began) / 1000;
  const cpuAfter = await backendCpuMs(db);
  const end = await currentLsn(db);
  const rows = await walByRelation(db, start, end);
  const per = (value: number) => (value / PAIRS).toFixed(1).padStart(8);
  let records = 0;
  let bytes = 0;
  let fpi = 0;
  console.log(
    `WAL per bet+win pair (${PAIRS} pairs on ${CONNECTIONS} connections after ${WARMUP} warm-up, this database only):`,
  );
  console.log(`${'relation'.padEnd(40)} records    bytes  of which FPI`);
  for (const row of rows) {
    records += Number(row.records);
    bytes += Number(row.bytes);
    fpi += Number(row.fpi_bytes);
    console.log(
      `${row.relation.padEnd(40)}${per(Number(row.records))} ${per(Number(row.bytes))} ${per(Number(row.fpi_bytes))}`,
    );
  }
  console.log(`${'total'.padEnd(40)}${per(records)} ${per(bytes)} ${per(fpi)}`);
  console.log(`without full-page images: ${per(bytes - fpi).trim()} bytes per pair`);
  console.log(`${(PAIRS / seconds).toFixed(0)} pairs/s in-process (loaded machine: compare within one run)`);
  if (cpuBefore !== null && cpuAfter !== null) {
    console.log(
      `PostgreSQL CPU per pair: ${((cpuAfter - cpuBefore) / PAIRS).toFixed(3)} ms (its backends' /proc times)`,
    );
  }
} finally {
  await db.destroy();
  await postgres.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
