import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; when unset the embedded PGlite database under PGLITE_DIR is used. */
  DATABASE_URL: z.url().optional(),
  PGLITE_DIR: z.string().default(path.join(repoRoot, 'data', 'pglite')),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps', 'web', 'dist')),
  /** Proxies (IPs or CIDRs) whose X-Forwarded-For is believed. Empty: the socket address is the client. */
  TRUSTED_PROXIES: csv,
  /** Header a trusted proxy or CDN sets with the visitor's ISO country code (e.g. cf-ipcountry). */
  GEO_COUNTRY_HEADER: z.string().toLowerCase().optional(),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
});

export type AppConfig = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
