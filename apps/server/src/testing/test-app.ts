import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { houseProviderDevelopmentSecret, loadConfig } from '../config.js';
import type { Db } from '../db/database.js';

/** The real application over a test database, configured from `env` on top of test defaults. */
export function buildTestApp(db: Db, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    // Production refuses to start without it; tests that switch NODE_ENV get this one.
    HOUSE_PROVIDER_SECRET: houseProviderDevelopmentSecret,
    ...env,
  });
  return buildApp({ config, db }, { logger: false });
}
