import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { repoRoot } from '../config.js';

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  baseUrl: string;
  output: () => string;
  /** Sends `signal` and waits for the process to end; resolves with its exit code (null when killed). */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

/** Starts the real server (apps/server/src/main.ts) on a free port with `env` on top of this process's. */
export async function startServerProcess(
  env: Record<string, string>,
  options: { timeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const timeoutMs = options.timeoutMs ?? 90_000;
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null]>;
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), timeoutMs);
    const check = () => {
      const match = /Site:\s+http:\/\/localhost:(\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', check);
    void exited.then(([code]) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${output}`));
    });
  });
  return {
    child,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const [code] = await exited;
      return code;
    },
  };
}
