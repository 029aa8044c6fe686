import { HpError } from '../errors.js';
import type { WalletResult } from './wallet-client.js';

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
    default:
      return new HpError(400, 'wallet_refused', { code: result.code });
  }
}
