import { Shoe } from '../cards/shoe.js';
import type { RandomSource } from '../random/random-source.js';
import { ReturnStats } from '../return-stats.js';
import { baccaratBetKinds, baccaratReturnPercent, type BaccaratBetKind } from './pays.js';
import { BACCARAT_DECKS, baccaratResult, createBaccaratHand, dealBaccarat, isPair } from './rules.js';

/** Deals `rounds` coups, each from a fresh shoe, and measures every bet's return. */
export function simulateBaccarat(rounds: number, rng: RandomSource): Record<BaccaratBetKind, ReturnStats> {
  const stats = Object.fromEntries(baccaratBetKinds.map((kind) => [kind, new ReturnStats()])) as Record<
    BaccaratBetKind,
    ReturnStats
  >;
  const shoe = new Shoe(BACCARAT_DECKS);
  const hand = createBaccaratHand();
  for (let i = 0; i < rounds; i++) {
    shoe.reset();
    dealBaccarat(shoe, rng, hand);
    const result = baccaratResult(hand);
    const playerPair = isPair(hand.player);
    const bankerPair = isPair(hand.banker);
    for (const kind of baccaratBetKinds) {
      stats[kind].add(baccaratReturnPercent(kind, result, playerPair, bankerPair) / 100);
    }
  }
  return stats;
}
