import { createHmac } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseMinor } from '@app/contracts';
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

const flag = z.stringbool().optional();
function isOriginOnly(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
}
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** An amount such as "100.00", as integer minor units. */
const money = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const minor = parseMinor(value);
      if (minor === null || minor <= 0n) {
        ctx.addIssue({ code: 'custom', message: 'must be an amount such as 100.00' });
        return z.NEVER;
      }
      return minor;
    });

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
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * The site's public address (origin), used in every link the server builds: password reset e-mails,
   * agents' referral links and QR codes, the start-up banner. Default: http://localhost:<PORT>.
   */
  PUBLIC_BASE_URL: z
    .httpUrl()
    .refine(isOriginOnly, {
      message: 'must be the site origin only, such as https://play.example.com',
      abort: true,
    })
    .transform((value) => new URL(value).origin)
    .optional(),
  /** TLS terminates in front of this server (the site is only reached over https): send HSTS. */
  TLS_IN_FRONT: z.stringbool().default(false),
  /** Extra image sources the site's pages may load (CSP img-src), e.g. an image CDN; comma-separated. */
  CSP_IMAGE_SOURCES: csv,
  /** Serve the API documentation (/docs, /docs/json). Default: true unless NODE_ENV=production. */
  DOCS_ENABLED: flag,
  /** Accept plain JSON on (enc) endpoints. Default: true unless NODE_ENV=production. */
  ALLOW_PLAIN_ENC_BODIES: flag,
  /** Serve /dev/outbox/sms and /dev/outbox/mail. Default: true unless NODE_ENV=production. */
  DEV_OUTBOX: flag,
  /** Create the demo accounts printed at start. Default: true unless NODE_ENV=production. */
  SEED_DEMO_ACCOUNTS: flag,
  SESSION_IDLE_MINUTES: positiveInt(120),
  SESSION_ABSOLUTE_HOURS: positiveInt(168),
  /** How long a failed login counts (per account, per account and IP, per IP). */
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt(15),
  /** A failure from the IP trying again counts this many times toward the account's delay for that IP. */
  LOGIN_PAIR_FAILURE_WEIGHT: positiveInt(3),
  /** The growing delay between attempts: its first step, doubling per failure, and its cap. */
  LOGIN_DELAY_BASE_SECONDS: positiveInt(2),
  LOGIN_DELAY_MAX_SECONDS: positiveInt(300),
  /** Failures from one IP (any accounts) before that IP's attempts are spaced, up to LOGIN_IP_DELAY_MAX_SECONDS. */
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(50),
  LOGIN_IP_DELAY_MAX_SECONDS: positiveInt(30),
  LOGIN_CHALLENGE_TTL_SECONDS: positiveInt(300),
  CAPTCHA_TTL_SECONDS: positiveInt(120),
  /** HMAC key signing the bot check's proof-of-work challenges (≥ 32 chars); required in production. */
  BOT_CHECK_HMAC_KEY: z.string().min(32).optional(),
  /** PBKDF2 iterations of one proof-of-work attempt. */
  BOT_CHECK_COST: positiveInt(1000),
  /** Most attempts a challenge needs (its secret number lies between a quarter of this and this). */
  BOT_CHECK_MAX_ATTEMPTS: z.coerce.number().int().min(4).max(1_000_000).default(4000),
  /** How long a fetched challenge can be solved and used. */
  BOT_CHECK_TTL_SECONDS: positiveInt(600),
  SMS_CODE_TTL_SECONDS: positiveInt(300),
  SMS_CODE_MAX_ATTEMPTS: positiveInt(5),
  SMS_RESEND_SECONDS: positiveInt(60),
  SMS_MAX_PER_MOBILE_PER_HOUR: positiveInt(5),
  SMS_MAX_PER_IP_PER_HOUR: positiveInt(20),
  /** How long a caller stays refused after passing an hourly cap (SMS, password reset mails, trial accounts). */
  THROTTLE_BLOCK_MINUTES: positiveInt(5),
  PASSWORD_RESET_TTL_MINUTES: positiveInt(30),
  PASSWORD_RESET_MAX_PER_HOUR: positiveInt(5),
  FREE_PLAY_MAX_PER_IP_PER_HOUR: positiveInt(10),
  /** PostgreSQL connections per server copy. */
  DATABASE_POOL_SIZE: positiveInt(10),
  /** Name (prepare once per connection) parameterised statements; turn off behind a transaction-pooling proxy. */
  DATABASE_PREPARED_STATEMENTS: z.stringbool().default(true),
  WITHDRAW_MIN_AMOUNT: money('100.00'),
  WITHDRAW_MAX_AMOUNT: money('50000.00'),
  /** A paid withdrawal the player has not confirmed after this many minutes counts as received. */
  WITHDRAW_AUTO_CONFIRM_MINUTES: positiveInt(1440),
  TRANSFER_MIN_AMOUNT: money('1.00'),
  TRANSFER_MAX_AMOUNT: money('1000000.00'),
  /** Shared secret of the sandbox payment gateway's signed callbacks. Default: a development secret unless production. */
  SANDBOX_GATEWAY_SECRET: z.string().min(16).optional(),
  /** A gateway deposit still waiting for its callback after this many minutes fails as expired (a late success still credits it). */
  DEPOSIT_GATEWAY_EXPIRY_MINUTES: positiveInt(60),
  /** How old a signed gateway callback may be (its timestamp) before it is refused. */
  WEBHOOK_TOLERANCE_SECONDS: positiveInt(300),
  /** Folder of uploaded files (withdrawal proof images). */
  UPLOAD_DIR: z.string().default(path.join(repoRoot, 'data', 'uploads')),
  /** Run scheduled jobs (withdrawal auto-receipt, ...) in this copy; every copy may, each period runs once. */
  JOBS_ENABLED: flag,
  JOBS_INTERVAL_SECONDS: positiveInt(30),
  /** Secret the house game provider signs seamless-wallet calls with (≥ 32 chars); required in production. */
  HOUSE_PROVIDER_SECRET: z.string().min(32).optional(),
  /** Run the house game provider (mounted under /hp) in this process. */
  HOUSE_PROVIDER_ENABLED: z.stringbool().default(true),
  /** Where the house provider sends its wallet calls; unset: this process itself. */
  HOUSE_PROVIDER_WALLET_URL: z.url().optional(),
  /** Run the house sportsbook (sports, e-sports, cockfight; mounted under /sb) in this process. */
  SPORTSBOOK_ENABLED: z.stringbool().default(true),
  /** The sportsbook simulator's pace: simulated seconds per real second (10: a football match in 9 minutes). */
  SPORTSBOOK_SPEED: z.coerce.number().min(0.1).max(10_000).default(10),
  /** Secret the house lottery provider signs seamless-wallet calls with (≥ 32 chars); default: derived from HOUSE_PROVIDER_SECRET. */
  LOTTERY_PROVIDER_SECRET: z.string().min(32).optional(),
  /** Run the house lottery provider (mounted under /lp, draws where jobs run) in this process. */
  LOTTERY_PROVIDER_ENABLED: z.stringbool().default(true),
  /** Where the lottery provider sends its wallet calls; unset: this process itself. */
  LOTTERY_PROVIDER_WALLET_URL: z.url().optional(),
  /** How long a game launch token lets the provider place bets. */
  GAME_LAUNCH_TTL_MINUTES: positiveInt(240),
  /** Application key (≥ 32 chars) encrypting authenticator (TOTP) secrets at rest; production warns when unset. */
  TOTP_ENCRYPTION_KEY: z.string().min(32).optional(),
});

/** The house provider's signing secret outside production when HOUSE_PROVIDER_SECRET is unset. */
export const houseProviderDevelopmentSecret = 'house-provider-development-secret-0123456789';

/**
 * The lottery provider's secret when LOTTERY_PROVIDER_SECRET is unset: derived from the house provider's
 * (a different key per provider, without one more secret to configure).
 */
export const lotteryProviderSecretFrom = (houseSecret: string): string =>
  createHmac('sha256', houseSecret).update('lottery-provider').digest('hex');

/** The bot check's HMAC key outside production when BOT_CHECK_HMAC_KEY is unset. */
export const botCheckDevelopmentKey = 'bot-check-development-hmac-key-0123456789';

/** The TOTP secrets' key when TOTP_ENCRYPTION_KEY is unset (development, tests; a warning in production). */
export const totpEncryptionDevelopmentKey = 'totp-encryption-development-key-0123456789';

/** TOTP_ENCRYPTION_KEY of an environment, else the development key (the config and migration 0032 agree). */
export const totpEncryptionKeyFrom = (env: NodeJS.ProcessEnv): string =>
  env.TOTP_ENCRYPTION_KEY || totpEncryptionDevelopmentKey;

/** Secrets production cannot start without (a development default would let anyone forge them). */
const productionSecrets = [
  ['HOUSE_PROVIDER_SECRET', 'at least 32 characters'],
  ['BOT_CHECK_HMAC_KEY', 'at least 32 characters'],
] as const;

function applyEnvironmentDefaults(parsed: z.infer<typeof configSchema>) {
  const relaxed = parsed.NODE_ENV !== 'production';
  return {
    ...parsed,
    ALLOW_PLAIN_ENC_BODIES: parsed.ALLOW_PLAIN_ENC_BODIES ?? relaxed,
    DEV_OUTBOX: parsed.DEV_OUTBOX ?? relaxed,
    DOCS_ENABLED: parsed.DOCS_ENABLED ?? relaxed,
    PUBLIC_BASE_URL: parsed.PUBLIC_BASE_URL ?? `http://localhost:${parsed.PORT}`,
    SEED_DEMO_ACCOUNTS: parsed.SEED_DEMO_ACCOUNTS ?? relaxed,
    JOBS_ENABLED: parsed.JOBS_ENABLED ?? parsed.NODE_ENV !== 'test',
    // No sandbox callback is accepted in production unless a secret is configured.
    SANDBOX_GATEWAY_SECRET:
      parsed.SANDBOX_GATEWAY_SECRET ?? (relaxed ? 'sandbox-gateway-development-secret' : null),
    // loadConfig refuses production without a secret, so the default only serves development and tests.
    HOUSE_PROVIDER_SECRET: parsed.HOUSE_PROVIDER_SECRET ?? houseProviderDevelopmentSecret,
    BOT_CHECK_HMAC_KEY: parsed.BOT_CHECK_HMAC_KEY ?? botCheckDevelopmentKey,
    LOTTERY_PROVIDER_SECRET:
      parsed.LOTTERY_PROVIDER_SECRET ??
      lotteryProviderSecretFrom(parsed.HOUSE_PROVIDER_SECRET ?? houseProviderDevelopmentSecret),
    TOTP_ENCRYPTION_KEY: parsed.TOTP_ENCRYPTION_KEY ?? totpEncryptionDevelopmentKey,
  };
}

export type AppConfig = ReturnType<typeof applyEnvironmentDefaults>;

/**
 * With PORT=0 the port is only known once listening: a default public address (http://localhost:0)
 * takes the port actually served. Links read config.PUBLIC_BASE_URL when they are built, so they follow.
 */
export function adoptServedPort(config: AppConfig, servedPort: number): void {
  const url = new URL(config.PUBLIC_BASE_URL);
  if (url.port !== '0') return;
  url.port = String(servedPort);
  config.PUBLIC_BASE_URL = url.origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  if (parsed.data.NODE_ENV === 'production') {
    const missing = productionSecrets.filter(([name]) => !parsed.data[name]);
    if (missing.length > 0) {
      const problems = missing.map(([name, rule]) => `${name}: required in production (${rule})`);
      throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    }
  }
  return applyEnvironmentDefaults(parsed.data);
}

/** Configuration that works but should not reach production as it is (printed as warnings at start). */
export function configurationWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  const production = env.NODE_ENV === 'production';
  return production && !env.TOTP_ENCRYPTION_KEY
    ? [
        'TOTP_ENCRYPTION_KEY is not set: authenticator secrets are encrypted with the public development key. ' +
          'Set a random key of at least 32 characters before any staff member enrols (changing it later makes enrolled authenticators unusable).',
      ]
    : [];
}
