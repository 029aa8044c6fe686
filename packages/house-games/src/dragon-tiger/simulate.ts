import { rankOf } from '../cards/cards.js';
import { Shoe } from '../cards/shoe.js';
import type { RandomSource } from '../random/random-source.js';
import { ReturnStats } from '../return-stats.js';
import {
  DRAGON_TIGER_DECKS,
  dragonTigerBetKinds,
  dragonTigerResult,
  dragonTigerReturnPercent,
  type DragonTigerBetKind,
} from './pays.js';

/** Deals `rounds` dragon tiger coups, each from a fresh shoe, and measures every bet's return. */
export function simulateDragonTiger(
  rounds: number,
  rng: RandomSource,
): Record<DragonTigerBetKind, ReturnStats> {
  const stats = Object.fromEntries(dragonTigerBetKinds.map((kind) => [kind, new ReturnStats()])) as Record<
    DragonTigerBetKind,
    ReturnStats
  >;
  const shoe = new Shoe(DRAGON_TIGER_DECKS);
  for (let i = 0; i < rounds; i++) {
    shoe.reset();
    const result = dragonTigerResult(rankOf(shoe.draw(rng)), rankOf(shoe.draw(rng)));
    for (const kind of dragonTigerBetKinds) stats[kind].add(dragonTigerReturnPercent(kind, result) / 100);
  }
  return stats;
}
