import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { repoRoot } from './config.js';

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, seeds, serves, and on SIGTERM drains and closes the database', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        PGLITE_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const port = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
      child.stdout.on('data', () => {
        const match = /Site:\s+http:\/\/localhost:(\d+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    expect(output).toContain('Demo accounts');

    const status = (await (await fetch(`http://127.0.0.1:${port}/wps/system/status`)).json()) as {
      success: boolean;
    };
    expect(status.success).toBe(true);

    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(output).toContain('shutting down');

    // The data folder was closed cleanly: it opens again with the seeded rows intact.
    const db = await openDatabase({ kind: 'pglite', dataDir });
    const row = await db
      .selectFrom('site_setting')
      .select('key')
      .where('key', '=', 'resources')
      .executeTakeFirst();
    await db.destroy();
    expect(row?.key).toBe('resources');
  });
});
