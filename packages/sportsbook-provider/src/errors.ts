import type { SbErrorKey, SbErrorValue } from './client-api.js';

const messages: Record<SbErrorKey, string> = {
  invalid_request: 'Invalid request',
  not_logged_in: 'The sportsbook session has ended, please open it again',
  invalid_launch_token: 'The link is invalid or has expired, please open the sportsbook again',
  game_unavailable: 'This product is not available',
  player_disabled: 'Your account cannot bet here',
  insufficient_funds: 'Insufficient balance',
  wallet_unavailable: 'The wallet is not available right now, please try again',
  wallet_refused: 'The wallet refused the bet',
  selection_not_found: 'That selection is not offered',
  market_closed: 'That market is suspended or closed',
  odds_changed: 'The odds have changed',
  same_fixture: 'A multiple cannot hold two selections from one match',
  stake_too_low: 'The stake is below the minimum',
  stake_too_high: 'The stake is above the maximum',
  payout_too_high: 'The potential return is above the maximum payout',
  market_limit: 'Your stake on this market has reached its limit',
  market_stake_limit: 'This market is not taking that much more stake; try a smaller stake',
  liability_limit: 'The book cannot take that much more on this selection; try a smaller stake',
  bet_in_progress: 'This bet is still being placed',
  bet_not_found: 'Bet not found',
  cashout_unavailable: 'Cash-out is not available for this bet now',
  cashout_changed: 'The cash-out value has changed',
  fixture_not_found: 'Match not found',
};

/** A refusal answered to the player: status, English message and `{ key, ... }`. */
export class SbError extends Error {
  readonly value: SbErrorValue;

  constructor(
    readonly statusCode: number,
    key: SbErrorKey,
    extra: Omit<SbErrorValue, 'key'> = {},
    message: string = messages[key],
  ) {
    super(message);
    this.name = 'SbError';
    this.value = { key, ...extra };
  }
}
