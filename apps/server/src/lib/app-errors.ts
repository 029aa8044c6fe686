import { formatMessage, type ErrorDetail, type MessageKey, type MessageParams } from '@app/contracts';
import { AppError } from './envelope.js';

/**
 * An error answered with the English message of `key` and, as the envelope value, the key and its
 * parameters so the client can translate it.
 */
export function keyedError(
  status: number,
  key: MessageKey | `reg_pattern_${number}`,
  params: MessageParams = {},
  extra: Omit<ErrorDetail, 'key' | 'params'> = {},
): AppError {
  const detail: ErrorDetail = { key, params, ...extra };
  return new AppError(status, key, formatMessage(key, params), detail);
}

/** A 400 about one input field. */
export function fieldError(
  field: string,
  key: MessageKey | `reg_pattern_${number}`,
  params: MessageParams = {},
): AppError {
  return keyedError(400, key, params, { field });
}

/** A 429 with the wait before a retry can succeed (also sent as Retry-After). */
export function throttledError(key: MessageKey, retryAfterMs: number, params: MessageParams = {}): AppError {
  return keyedError(429, key, params, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

export const notLoggedIn = (): AppError => keyedError(401, 'not_logged_in');
