// What the PostgreSQL benches share: the server they run on and bench/wallet as their reference.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { repoRoot } from '../../apps/server/src/config.js';

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
