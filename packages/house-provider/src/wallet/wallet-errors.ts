import { HpError } from '../errors.js';
import { refusalReasonFields, type WalletResult } from './wallet-client.js';

/** The game client's answer to a wallet call that did not succeed. */
export function walletFailure(result: Exclude<WalletResult<unknown>, { kind: 'ok' }>): HpError {
  if (result.kind === 'unknown') return new HpError(503, 'wallet_unavailable');
  switch (result.code) {
    case 'INSUFFICIENT_FUNDS':
      return new HpError(400, 'insufficient_funds', result.balance ? { balance: result.balance } : {});
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return new HpError(401, 'invalid_launch_token');
    case 'PLAYER_NOT_FOUND':
    case 'PLAYER_DISABLED':
      return new HpError(403, 'player_disabled');
    case 'BET_REFUSED':
      // A wager gate's refusal (a responsible-gaming limit, a bonus rule) carries its own message for the
      // player, and the rule's stable code (reason) and parameters for the game to word it in the player's language.
      return new HpError(
        403,
        'bet_refused',
        {
          code: result.code,
          ...refusalReasonFields(result),
        },
        result.message,
      );
    default:
      return new HpError(400, 'wallet_refused', { code: result.code });
  }
}
