import { refusalReasonFields, type WalletResult } from '@app/house-provider/wallet-client';
import { SbError } from '../errors.js';

/** The player's answer to a wallet call that did not succeed. */
export function walletFailure(result: Exclude<WalletResult<unknown>, { kind: 'ok' }>): SbError {
  if (result.kind === 'unknown') return new SbError(503, 'wallet_unavailable');
  switch (result.code) {
    case 'INSUFFICIENT_FUNDS':
      return new SbError(400, 'insufficient_funds', result.balance ? { balance: result.balance } : {});
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return new SbError(401, 'invalid_launch_token');
    case 'PLAYER_NOT_FOUND':
    case 'PLAYER_DISABLED':
      return new SbError(403, 'player_disabled');
    case 'BET_REFUSED':
      // A wager gate's refusal (a limit, a bonus rule) carries its own message for the player, and the
      // rule's stable code and parameters for the book to word it in the player's language.
      return new SbError(
        403,
        'wallet_refused',
        {
          code: result.code,
          ...refusalReasonFields(result),
        },
        result.message,
      );
    default:
      return new SbError(400, 'wallet_refused', { code: result.code });
  }
}
