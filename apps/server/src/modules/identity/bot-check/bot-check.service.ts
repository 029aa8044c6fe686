import { createHmac, randomInt } from 'node:crypto';
import { BOT_CHECK_FIELD, botCheckChallengeSchema, type BotCheckChallenge } from '@app/contracts';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { AppConfig } from '../../../config.js';
import type { Db } from '../../../db/database.js';
import type { BotCheck } from '../../../lib/adapters.js';
import { throttledError } from '../../../lib/app-errors.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';
import * as repo from './bot-check.repository.js';

/** PBKDF2 runs natively in browsers (WebCrypto) and in Node, so honest clients pay no more than bots. */
const ALGORITHM = 'PBKDF2/SHA-256';

/** Challenges are cheap to hand out but each one costs a rate-limit write; this is per IP and generous for NAT. */
const CHALLENGE_RATE = { windowMs: 60_000, max: 60 };

type BotCheckConfig = Pick<
  AppConfig,
  'BOT_CHECK_HMAC_KEY' | 'BOT_CHECK_COST' | 'BOT_CHECK_MAX_ATTEMPTS' | 'BOT_CHECK_TTL_SECONDS'
>;

/** The challenge signature and the key signature get their own secrets, both derived from the one configured key. */
function secrets(config: BotCheckConfig) {
  const derive = (purpose: string) =>
    createHmac('sha256', config.BOT_CHECK_HMAC_KEY).update(`altcha:${purpose}`).digest('hex');
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') };
}

const payloadSchema = z.object({
  challenge: botCheckChallengeSchema,
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

function readPayload(field: string | undefined): z.infer<typeof payloadSchema> | null {
  if (!field) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(field, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A new proof-of-work challenge. The server picks the secret number (between a quarter of
 * BOT_CHECK_MAX_ATTEMPTS and all of it) and signs the key it leads to, so checking a solution is
 * one HMAC, while finding it costs the client that many PBKDF2 runs.
 */
export async function createBotCheckChallenge(
  db: Db,
  config: BotCheckConfig,
  ip: string,
  now = new Date(),
): Promise<BotCheckChallenge> {
  const throttle = await rateLimit.consume(db, `botcheck:ip:${ip}`, CHALLENGE_RATE, now);
  if (!throttle.allowed) throw throttledError('too_frequent', throttle.retryAfterMs);
  const max = config.BOT_CHECK_MAX_ATTEMPTS;
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: config.BOT_CHECK_COST,
    counter: randomInt(Math.floor(max / 4), max),
    deriveKey,
    expiresAt: new Date(now.getTime() + config.BOT_CHECK_TTL_SECONDS * 1000),
    ...secrets(config),
  });
  return botCheckChallengeSchema.parse(challenge);
}

/**
 * The ALTCHA bot check: the `altcha` field must carry a challenge this server signed, unexpired,
 * with its solution, and never used before (each solved challenge admits one request).
 */
export function createAltchaBotCheck(db: Db, config: BotCheckConfig): BotCheck {
  const keys = secrets(config);
  return {
    async verify(fields) {
      const payload = readPayload(fields?.[BOT_CHECK_FIELD]);
      const expiresAt = payload?.challenge.parameters.expiresAt;
      if (!payload || expiresAt === undefined) return false;
      const result = await verifySolution({ ...payload, deriveKey, ...keys }).catch(() => null);
      if (!result?.verified) return false;
      return repo.claimChallenge(db, payload.challenge.parameters.nonce, new Date(expiresAt * 1000));
    },
  };
}
