import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/database.js';
import { startServerProcess } from './testing/server-process.js';
import { scaled } from './testing/time-scale.js';

describe('the server process', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(
    'migrates, seeds, serves, and on SIGTERM drains and closes the database',
    { timeout: scaled(300_000) },
    async () => {
      const server = await startServerProcess({ PGLITE_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' });
      expect(server.output()).toContain('Demo accounts');

      const status = (await (await fetch(`${server.baseUrl}/wps/system/status`)).json()) as {
        success: boolean;
      };
      expect(status.success).toBe(true);

      expect(await server.stop('SIGTERM')).toBe(0);
      expect(server.output()).toContain('shutting down');

      // The data folder was closed cleanly: it opens again with the seeded rows intact.
      const db = await openDatabase({ kind: 'pglite', dataDir });
      const row = await db
        .selectFrom('site_setting')
        .select('key')
        .where('key', '=', 'resources')
        .executeTakeFirst();
      await db.destroy();
      expect(row?.key).toBe('resources');
    },
  );
});
