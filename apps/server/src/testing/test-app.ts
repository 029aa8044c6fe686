import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { botCheckDevelopmentKey, houseProviderDevelopmentSecret, loadConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { noBotCheck } from '../lib/adapters.js';

export interface TestAppOptions {
  /** Keep the app's real bot check (ALTCHA); by default tests of other features skip it with noBotCheck. */
  realBotCheck?: boolean;
}

/**
 * The real application over a test database, configured from `env` on top of test defaults. Unless
 * `env` names one, uploads go to a fresh folder of its own, removed on close, so parallel runs of
 * the suite never share files.
 */
export async function buildTestApp(
  db: Db,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<FastifyInstance> {
  const uploads = env.UPLOAD_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'test-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // Production refuses to start without them; tests that switch NODE_ENV get these.
    HOUSE_PROVIDER_SECRET: houseProviderDevelopmentSecret,
    BOT_CHECK_HMAC_KEY: botCheckDevelopmentKey,
    ...(uploads ? { UPLOAD_DIR: uploads } : {}),
    ...env,
  });
  const adapters = options.realBotCheck ? {} : { botCheck: noBotCheck };
  const app = await buildApp({ config, db, adapters }, { logger: false });
  if (uploads) app.addHook('onClose', async () => fs.rmSync(uploads, { recursive: true, force: true }));
  return app;
}
