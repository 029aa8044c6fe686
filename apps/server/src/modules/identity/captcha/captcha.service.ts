import { randomBytes, randomInt } from 'node:crypto';
import type { Captcha } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { throttledError } from '../../../lib/app-errors.js';
import { equalHex, sha256Hex } from '../../../lib/secure-token.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';
import { captchaAlphabet } from './captcha-glyphs.js';
import * as repo from './captcha.repository.js';
import { renderCaptchaPng, toPngDataUrl } from './captcha-image.js';

const LENGTH = 5;

/** Answers compare without case or spaces. */
export const captchaAnswerHash = (captchaId: string, answer: string): string =>
  sha256Hex(`${captchaId}:${answer.replace(/\s+/g, '').toUpperCase()}`);

/** A new captcha image; at most one per second per IP (spec: captcha refresh 1000 ms). */
export async function createCaptcha(
  db: Db,
  ip: string,
  ttlSeconds: number,
  now = new Date(),
): Promise<Captcha> {
  const throttle = await rateLimit.consume(db, `captcha:ip:${ip}`, { windowMs: 1000, max: 1 }, now);
  if (!throttle.allowed) throw throttledError('too_frequent', throttle.retryAfterMs);

  await repo.deleteExpiredCaptchas(db, now);
  const text = Array.from({ length: LENGTH }, () => captchaAlphabet[randomInt(captchaAlphabet.length)]).join(
    '',
  );
  const captchaId = randomBytes(16).toString('base64url');
  await repo.insertCaptcha(
    db,
    captchaId,
    captchaAnswerHash(captchaId, text),
    new Date(now.getTime() + ttlSeconds * 1000),
  );
  return { captchaId, image: toPngDataUrl(await renderCaptchaPng(text)), expiresInSeconds: ttlSeconds };
}

/** True when the answer is right and the captcha is unused and unexpired. Either way the captcha is used up. */
export async function checkCaptcha(
  db: Db,
  captchaId: string,
  answer: string,
  now = new Date(),
): Promise<boolean> {
  const stored = await repo.takeCaptcha(db, captchaId);
  if (!stored || new Date(stored.expires_at) <= now) return false;
  return equalHex(stored.answer_hash, captchaAnswerHash(captchaId, answer));
}
