/** Masks a player's name for public lists (winner board, live bets): 'player123' → 'pl****23'. */
export function maskName(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}****${username.slice(-2)}`;
}
