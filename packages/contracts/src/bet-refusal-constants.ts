// Zod-free: the game clients word a refused bet from these codes.

/**
 * Why a bet is BET_REFUSED: the message key of the rule (a responsible-gaming limit, a bonus's maximum
 * bet), stable across languages, so a game can word it in the player's language from `reason.key` and
 * `reason.params` instead of showing the wallet's English message.
 */
export const betRefusalReasons = [
  'rg_excluded',
  'rg_excluded_permanent',
  'rg_session_limit_reached',
  'rg_wager_limit_day',
  'rg_wager_limit_week',
  'rg_wager_limit_month',
  'rg_loss_limit_day',
  'rg_loss_limit_week',
  'rg_loss_limit_month',
  'bonus_max_bet',
] as const;
export type BetRefusalReason = (typeof betRefusalReasons)[number];
