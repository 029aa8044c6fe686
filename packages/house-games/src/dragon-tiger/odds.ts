import {
  DRAGON_TIGER_DECKS,
  dragonTigerBetKinds,
  dragonTigerResult,
  dragonTigerReturnPercent,
  type DragonTigerBetKind,
  type DragonTigerResult,
} from './pays.js';

export interface DragonTigerOdds {
  probability: Record<DragonTigerResult, number>;
  rtp: Record<DragonTigerBetKind, number>;
}

/** Exact odds over the 13 x 13 rank pairs of two cards drawn without replacement from a full shoe. */
export function dragonTigerOdds(decks = DRAGON_TIGER_DECKS): DragonTigerOdds {
  const perRank = 4 * decks;
  const cards = 52 * decks;
  const probability: Record<DragonTigerResult, number> = { dragon: 0, tiger: 0, tie: 0 };
  for (let dragon = 0; dragon < 13; dragon++) {
    for (let tiger = 0; tiger < 13; tiger++) {
      const tigerCount = tiger === dragon ? perRank - 1 : perRank;
      probability[dragonTigerResult(dragon, tiger)] += (perRank / cards) * (tigerCount / (cards - 1));
    }
  }
  const rtp = Object.fromEntries(
    dragonTigerBetKinds.map((kind) => [
      kind,
      (['dragon', 'tiger', 'tie'] as const).reduce(
        (sum, result) => sum + (probability[result] * dragonTigerReturnPercent(kind, result)) / 100,
        0,
      ),
    ]),
  ) as Record<DragonTigerBetKind, number>;
  return { probability, rtp };
}
