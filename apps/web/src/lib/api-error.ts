import type { Envelope, ErrorDetail } from '@app/contracts';

/** The readable messages of spec section 8 for failures that carry no server message. */
export const NETWORK_ERROR_MESSAGE = 'Network link is abnormal, please try again';
export const TIMEOUT_ERROR_MESSAGE =
  'The page took longer time to load, please check your network connectivity';
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error';

export type ApiErrorKind = 'network' | 'timeout' | 'server' | 'unknown';

/**
 * A failed call, with a message a person can read. `kind` lets the UI translate the fixed messages;
 * `detail` is the server's message key, parameters and field (when it sent them), to translate the
 * server's message and put it beside the right input.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly detail: ErrorDetail | null = null,
  ) {
    super(message);
  }
}

/** The error detail of a failed envelope's value, when it carries a message key. */
export function errorDetailOf(value: unknown): ErrorDetail | null {
  if (typeof value !== 'object' || value === null) return null;
  const { key, params, field, captcha, retryAfterSeconds, reason } = value as Record<string, unknown>;
  if (typeof key !== 'string' || key === '') return null;
  const detail: ErrorDetail = {
    key,
    params:
      typeof params === 'object' && params !== null
        ? Object.fromEntries(
            Object.entries(params).filter(
              (entry): entry is [string, string | number] =>
                typeof entry[1] === 'string' || typeof entry[1] === 'number',
            ),
          )
        : {},
  };
  if (typeof field === 'string') detail.field = field;
  if (typeof captcha === 'boolean') detail.captcha = captcha;
  if (typeof retryAfterSeconds === 'number') detail.retryAfterSeconds = retryAfterSeconds;
  if (typeof reason === 'string') detail.reason = reason;
  return detail;
}

/** i18n key of the translated text for an error kind, or null when the server's own message should show. */
export function errorMessageKey(kind: ApiErrorKind): string | null {
  switch (kind) {
    case 'network':
      return 'network_error';
    case 'timeout':
      return 'timeout_error';
    case 'unknown':
      return 'unknown_error';
    case 'server':
      return null;
  }
}

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body && typeof body.success === 'boolean';
}

/**
 * Turns a parsed response body into its value, or throws an ApiError with the server's message.
 * A body that is not an envelope (a proxy error page, an empty 502) is an unknown error.
 */
export function unwrapEnvelope<T>(body: unknown, status = 200): T {
  if (!isEnvelope(body)) throw new ApiError('unknown', UNKNOWN_ERROR_MESSAGE, status);
  if (body.success && status < 400) return body.value as T;
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  const detail = errorDetailOf(body.value);
  if (message === '') throw new ApiError('unknown', UNKNOWN_ERROR_MESSAGE, status, detail);
  throw new ApiError('server', message, status, detail);
}
