/**
 * The environment of a bench's server process: PostgreSQL with a pool of `pool`, no jobs and no house
 * provider loop (the bench drives the provider's calls itself), signed with `secret`.
 */
export function providerBenchEnv(databaseUrl: string, secret: string, pool: number): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    HOUSE_PROVIDER_ENABLED: 'false',
    HOUSE_PROVIDER_SECRET: secret,
    DATABASE_POOL_SIZE: String(pool),
  };
}
