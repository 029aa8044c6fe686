/** The operator console's game catalog messages (English); the ops-games locale files translate the keys. */
export const opsGamesMessages = {
  ops_games_order_mismatch: 'The new order must list each of the {count} entries exactly once',
} as const;
