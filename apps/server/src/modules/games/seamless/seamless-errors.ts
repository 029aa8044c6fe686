import { toDecimalString, type SeamlessErrorCode, type SeamlessErrorValue } from '@app/contracts';
import { AppError } from '../../../lib/envelope.js';

/** HTTP status of each refusal: 401 for who-is-calling problems, 409 for conflicts with stored state. */
const statusOf: Record<SeamlessErrorCode, number> = {
  INVALID_REQUEST: 400,
  INVALID_SIGNATURE: 401,
  REQUEST_EXPIRED: 401,
  NONCE_REPLAYED: 409,
  PROVIDER_DISABLED: 403,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  PLAYER_NOT_FOUND: 404,
  PLAYER_DISABLED: 403,
  INSUFFICIENT_FUNDS: 400,
  TX_MISMATCH: 409,
  BET_ROLLED_BACK: 409,
  BET_ALREADY_SETTLED: 409,
  ROUND_CLOSED: 409,
};

const defaultMessages: Record<SeamlessErrorCode, string> = {
  INVALID_REQUEST: 'Invalid request',
  INVALID_SIGNATURE: 'Invalid signature',
  REQUEST_EXPIRED: 'Request timestamp is outside the allowed window',
  NONCE_REPLAYED: 'Nonce already used',
  PROVIDER_DISABLED: 'Provider is disabled',
  INVALID_TOKEN: 'Invalid launch token',
  TOKEN_EXPIRED: 'Launch token has expired',
  PLAYER_NOT_FOUND: 'Player not found',
  PLAYER_DISABLED: 'Player is disabled',
  INSUFFICIENT_FUNDS: 'Insufficient funds',
  TX_MISMATCH: 'This transaction id was already used with different data',
  BET_ROLLED_BACK: 'This bet was already rolled back',
  BET_ALREADY_SETTLED: 'The round of this bet already has a win; it cannot be rolled back',
  ROUND_CLOSED: 'The round is closed',
};

/** The statuses a seamless route can refuse with (for the OpenAPI description). */
export const seamlessErrorStatuses = [...new Set(Object.values(statusOf))].sort();

export const describeSeamlessErrors = (codes: readonly SeamlessErrorCode[]): string =>
  codes.map((code) => `${code} (${statusOf[code]})`).join(', ');

/** A refusal answered as `{ success: false, value: { code, balance? }, message }`. */
export function seamlessError(
  code: SeamlessErrorCode,
  options: { message?: string; balance?: bigint | null } = {},
): AppError {
  const value: SeamlessErrorValue = {
    code,
    ...(options.balance != null ? { balance: toDecimalString(options.balance) } : {}),
  };
  return new AppError(statusOf[code], code, options.message ?? defaultMessages[code], value);
}

export function isSeamlessError(error: unknown): error is AppError & { value: SeamlessErrorValue } {
  return error instanceof AppError && error.code in statusOf;
}
