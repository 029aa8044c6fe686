import type { HpErrorKey, HpErrorValue } from './client-api.js';

const messages: Record<HpErrorKey, string> = {
  invalid_request: 'Invalid request',
  not_logged_in: 'The game session has ended, please open the game again',
  invalid_launch_token: 'The game link is invalid or has expired, please open the game again',
  invalid_demo_ticket: 'The demo link is invalid or has expired, please open the game again',
  game_unavailable: 'This game is not available',
  player_disabled: 'Your account cannot play this game',
  insufficient_funds: 'Insufficient balance',
  wallet_unavailable: 'The wallet is not available right now, please try again',
  wallet_refused: 'The wallet refused the bet',
  bet_refused: 'The bet is refused for this player',
  round_in_progress: 'This round is still being played',
  round_cancelled: 'This round was cancelled',
  round_not_found: 'Round not found',
  round_open: 'Finish the dealt hand first',
  too_many_rounds: 'Too many rounds, please slow down',
  invalid_client_seed: 'The client seed must be 1 to 64 printable characters without spaces',
};

/** A refusal answered to the game client: status, English message and `{ key, ... }` as the value. */
export class HpError extends Error {
  readonly value: HpErrorValue;

  constructor(
    readonly statusCode: number,
    key: HpErrorKey,
    extra: Omit<HpErrorValue, 'key'> = {},
    message: string = messages[key],
  ) {
    super(message);
    this.name = 'HpError';
    this.value = { key, ...extra };
  }
}
