export const DRAGON_TIGER_DECKS = 8;
export const dragonTigerBetKinds = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerBetKind = (typeof dragonTigerBetKinds)[number];
export type DragonTigerResult = 'dragon' | 'tiger' | 'tie';

/** Dragon and tiger pay 1:1 and return half the stake on a tie; tie pays 8:1. Per 100 staked. */
export function dragonTigerReturnPercent(kind: DragonTigerBetKind, result: DragonTigerResult): number {
  if (kind === 'tie') return result === 'tie' ? 900 : 0;
  return result === kind ? 200 : result === 'tie' ? 50 : 0;
}

/** Ace is low (1), king high (13); suits do not count. */
export function dragonTigerResult(dragonRank: number, tigerRank: number): DragonTigerResult {
  if (dragonRank === tigerRank) return 'tie';
  return dragonRank > tigerRank ? 'dragon' : 'tiger';
}
