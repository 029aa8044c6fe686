import {
  seamlessErrorStatuses,
  toDecimalString,
  type SeamlessErrorCode,
  type SeamlessErrorValue,
  type SeamlessRefusalReason,
} from '@app/contracts';
import { AppError } from '../../../lib/envelope.js';

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
  BET_REFUSED: 'The bet is refused for this player',
  ROUND_NOT_SETTLED: 'The round is not settled; only a settled round can be adjusted',
};

/** A refusal answered as `{ success: false, value: { code, balance? }, message }`. */
export function seamlessError(
  code: SeamlessErrorCode,
  options: { message?: string; balance?: bigint | null; reason?: SeamlessRefusalReason } = {},
): AppError {
  const value: SeamlessErrorValue = {
    code,
    ...(options.balance != null ? { balance: toDecimalString(options.balance) } : {}),
    ...(options.reason ? { reason: options.reason } : {}),
  };
  return new AppError(seamlessErrorStatuses[code], code, options.message ?? defaultMessages[code], value);
}

export function isSeamlessError(error: unknown): error is AppError & { value: SeamlessErrorValue } {
  return error instanceof AppError && error.code in seamlessErrorStatuses;
}

/** The reason a keyed refusal (keyedError) carries to the provider: its message key and parameters. */
export function refusalReasonOf(error: AppError): SeamlessRefusalReason | undefined {
  const detail = error.value as { key?: unknown; params?: unknown } | null;
  if (typeof detail?.key !== 'string') return undefined;
  const params = typeof detail.params === 'object' && detail.params !== null ? detail.params : {};
  return { key: detail.key, params: params as SeamlessRefusalReason['params'] };
}
