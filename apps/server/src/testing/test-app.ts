import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { houseProviderDevelopmentSecret, loadConfig } from '../config.js';
import type { Db } from '../db/database.js';

/**
 * The real application over a test database, configured from `env` on top of test defaults. Unless
 * `env` names one, uploads go to a fresh folder of its own, removed on close, so parallel runs of
 * the suite never share files.
 */
export async function buildTestApp(db: Db, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const uploads = env.UPLOAD_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'test-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // Production refuses to start without it; tests that switch NODE_ENV get this one.
    HOUSE_PROVIDER_SECRET: houseProviderDevelopmentSecret,
    ...(uploads ? { UPLOAD_DIR: uploads } : {}),
    ...env,
  });
  const app = await buildApp({ config, db }, { logger: false });
  if (uploads) app.addHook('onClose', async () => fs.rmSync(uploads, { recursive: true, force: true }));
  return app;
}
