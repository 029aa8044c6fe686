import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { repoRoot } from '../config.js';
import { scaled } from './time-scale.js';

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  baseUrl: string;
  output: () => string;
  /** Sends `signal` and waits for the process to end; resolves with its exit code (null when killed). */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

/** The line main.ts prints once the server listens (startup-banner.ts). */
const LISTENING = /Site:\s+http:\/\/localhost:(\d+)/;

/**
 * Starts the real server (apps/server/src/main.ts) on a free port with `env` on top of this
 * process's. Resolves when it prints that it listens and answers /readyz (its database too); rejects as soon as it
 * exits. The deadline only catches a hang: compiling, migrating and seeding can take minutes on a
 * busy machine, so it is generous and grows with the machine's load (time-scale.ts).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { timeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const timeoutMs = options.timeoutMs ?? scaled(240_000);
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // A clean shutdown must not be cut short by a busy machine: the tests expect exit code 0.
        SHUTDOWN_GRACE_MS: String(scaled(60_000)),
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null]>;
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const check = () => {
      const match = LISTENING.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${output}`));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const ready = await fetch(`${baseUrl}/readyz`);
  if (!ready.ok) throw new Error(`server listens but /readyz answered ${ready.status}:\n${output}`);
  return {
    child,
    baseUrl,
    output: () => output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const [code] = await exited;
      return code;
    },
  };
}
