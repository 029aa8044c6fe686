import type { BaccaratResult } from './rules.js';

export const baccaratBetKinds = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBetKind = (typeof baccaratBetKinds)[number];

/**
 * What each bet returns per 100 staked: player 1:1, banker 0.95:1, tie 8:1 (a tie returns player and
 * banker bets), pairs 11:1 on the first two cards of that hand.
 */
export function baccaratReturnPercent(
  kind: BaccaratBetKind,
  result: BaccaratResult,
  playerPair: boolean,
  bankerPair: boolean,
): number {
  switch (kind) {
    case 'player':
      return result === 'player' ? 200 : result === 'tie' ? 100 : 0;
    case 'banker':
      return result === 'banker' ? 195 : result === 'tie' ? 100 : 0;
    case 'tie':
      return result === 'tie' ? 900 : 0;
    case 'playerPair':
      return playerPair ? 1200 : 0;
    case 'bankerPair':
      return bankerPair ? 1200 : 0;
  }
}
