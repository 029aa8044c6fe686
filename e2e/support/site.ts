import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import type { Db } from '../../apps/server/src/db/database.js';
import { primaryTestDatabaseKind } from '../../apps/server/src/testing/test-database.js';

/** The built web app; E2E_WEB_DIST points elsewhere (a build in another folder while apps/web/dist is in use). */
const webDist =
  process.env.E2E_WEB_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

export interface Site {
  baseUrl: string;
  /** The site's own database, so a test can change operator configuration as the operator would. */
  db: Db;
  /** Runs the scheduled jobs due at `now` once, as a server copy's tick would (settlements, receipts). */
  runJobs(now: Date): Promise<{ job: string; period: string }[]>;
  close(): Promise<void>;
}

/** The real server and the built web app on a free port, over a fresh test database. */
export async function startSite(): Promise<Site> {
  const database = await primaryTestDatabaseKind().create();
  // Its own uploads folder: a second copy of the suite running beside this one shares no files.
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    WEB_DIST: webDist,
    HOST: '127.0.0.1',
    PORT: '0',
    UPLOAD_DIR: uploads,
  });
  const app = await buildApp({ config, db: database.db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    db: database.db,
    runJobs: (now) => app.jobs.runDue(now),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(uploads, { recursive: true, force: true });
    },
  };
}
