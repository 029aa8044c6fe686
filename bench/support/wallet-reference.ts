// What the PostgreSQL benches share: the server they run on and bench/wallet as their reference.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '../../apps/server/src/config.js';
import { postgresServer } from '../postgres-server.js';

const run = promisify(execFile);

/** The PostgreSQL server of the benches: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local one. */
export const benchAdminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

/**
 * bench/wallet.ts run on the same server, as it prints itself: its best-round summary lines (pgbench
 * tpcb-like, wallet HTTP movements, their ratio) are the reference a bench prints beside its figure.
 */
export async function walletReference(options: { seconds: number; rounds: number }): Promise<string[]> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/wallet.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      BENCH_DATABASE_URL: benchAdminUrl,
      BENCH_SECONDS: String(options.seconds),
      BENCH_ROUNDS: String(options.rounds),
    },
    maxBuffer: 16 * 1024 * 1024,
  });
  return stdout
    .split('\n')
    .filter((line) => /^(pgbench -b tpcb-like|wallet HTTP movements|ratio)/.test(line));
}

/** One round of bench/wallet: its summary lines and the wallet HTTP movements per second it measured. */
async function walletRound(seconds: number): Promise<{ lines: string[]; movements: number }> {
  const lines = await walletReference({ seconds, rounds: 1 });
  const movements = Number(/^wallet HTTP movements[^:]*:\s*([\d.]+)/m.exec(lines.join('\n'))?.[1] ?? NaN);
  return { lines, movements };
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Waits (30 s at most) until no autovacuum worker runs on the server: the vacuum of what one round
 * wrote would otherwise take the machine's CPU from the round after it.
 */
async function settledAutovacuum(): Promise<void> {
  const server = postgresServer(benchAdminUrl);
  for (let waited = 0; waited < 30_000; waited += 500) {
    const [row] = await server.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where backend_type = 'autovacuum worker'",
    );
    if (Number(row?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A bench's rounds each followed at once by a wallet reference round, so a machine that speeds up or
 * slows down over the minutes of a run moves both figures of a pair alike; the verdict is the median
 * of the pairs' ratios. Each round starts once no autovacuum is running.
 */
export async function pairedWithWallet(options: {
  rounds: number;
  seconds: number;
  /** Measures one round of the bench: its operations per second and the line describing it. */
  round: () => Promise<{ perSecond: number; line: string }>;
  /** What a ratio is of, e.g. 'purchases / wallet movements' (the issues' goal: at least 0.5). */
  ratioName: string;
}): Promise<void> {
  const goal = 0.5;
  // BENCH_WALLET=0: the bench's own rounds only.
  const withWallet = process.env.BENCH_WALLET !== '0';
  const ratios: number[] = [];
  let reference: string[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    await settledAutovacuum();
    const { perSecond, line } = await options.round();
    if (!withWallet) {
      console.log(`round ${round}: ${line}`);
      continue;
    }
    await settledAutovacuum();
    const wallet = await walletRound(options.seconds);
    reference = wallet.lines;
    const ratio = perSecond / wallet.movements;
    ratios.push(ratio);
    console.log(
      `round ${round}: ${line}\n         then wallet HTTP movements ${wallet.movements.toFixed(0)}/s: ratio ${ratio.toFixed(2)}`,
    );
  }
  if (ratios.length === 0) return;
  console.log('\nReference: bench/wallet on the same server, its last round');
  for (const line of reference) console.log(`  ${line}`);
  const value = median(ratios);
  console.log(
    `${options.ratioName}: ${value.toFixed(2)}, the median of ${ratios.length} rounds each followed by a wallet round ` +
      `(${ratios.map((r) => r.toFixed(2)).join(', ')}); goal >= ${goal}: ${value >= goal ? 'met' : 'not met'}`,
  );
}
