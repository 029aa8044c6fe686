import type { LpErrorKey, LpErrorValue } from './client-api.js';

const messages: Record<LpErrorKey, string> = {
  invalid_request: 'Invalid request',
  not_logged_in: 'The lottery session has ended, please open the game again',
  invalid_launch_token: 'The game link is invalid or has expired, please open the game again',
  game_unavailable: 'This lottery is not available',
  player_disabled: 'Your account cannot play this game',
  insufficient_funds: 'Insufficient balance',
  wallet_unavailable: 'The wallet is not available right now, nothing was charged; please try again',
  wallet_refused: 'The wallet refused the ticket',
  betting_closed: 'Betting on this draw has closed; the slip was not bought',
  invalid_selection: 'A selection is not valid',
  stake_out_of_range: 'The ticket amount is outside the allowed range',
  odds_changed: 'The odds have changed since the slip was built; please check them and try again',
  liability_exceeded: 'This number has reached its limit for the draw; choose another or bet less',
  order_in_progress: 'This purchase is still being processed',
  order_refused: 'This purchase was refused',
  ticket_not_found: 'Ticket not found',
  cannot_cancel: 'Only open tickets can be cancelled, and only before betting closes',
  draw_not_found: 'Draw not found',
  chase_unavailable: 'Not every draw of the chase takes bets; nothing was bought. Follow fewer draws',
};

/** A refusal answered to the player client: status, English message and `{ key, ... }` as the value. */
export class LpError extends Error {
  readonly value: LpErrorValue;

  constructor(
    readonly statusCode: number,
    key: LpErrorKey,
    extra: Omit<LpErrorValue, 'key'> = {},
    message: string = messages[key],
  ) {
    super(message);
    this.name = 'LpError';
    this.value = { key, ...extra };
  }
}
