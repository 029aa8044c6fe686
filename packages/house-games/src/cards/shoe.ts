import { uniformInt, type RandomSource } from '../random/random-source.js';
import type { CardCode } from './cards.js';

/** Where dealing takes cards from (a shoe in play; a stacked list in tests). */
export interface CardSource {
  draw(rng: RandomSource): CardCode;
}

/**
 * A shoe of `decks` standard decks, freshly shuffled for every round. Cards are dealt by a lazy
 * Fisher-Yates shuffle: the i-th card dealt is swapped in from a uniformly chosen position among the
 * cards not yet dealt, which is exactly the i-th card of a full uniform shuffle, without shuffling the
 * cards nobody sees. `reset` undoes the swaps, so the next round starts from the same ordered shoe.
 */
export class Shoe implements CardSource {
  private readonly cards: Int16Array;
  private readonly swaps: Int16Array;
  private dealt = 0;

  constructor(readonly decks: number) {
    this.cards = Int16Array.from({ length: decks * 52 }, (_, i) => i % 52);
    this.swaps = new Int16Array(decks * 52);
  }

  get size(): number {
    return this.cards.length;
  }

  draw(rng: RandomSource): CardCode {
    const { cards, dealt } = this;
    const pick = dealt + uniformInt(rng, cards.length - dealt);
    const card = cards[pick]!;
    cards[pick] = cards[dealt]!;
    cards[dealt] = card;
    this.swaps[dealt] = pick;
    this.dealt = dealt + 1;
    return card;
  }

  reset(): void {
    const { cards, swaps } = this;
    for (let i = this.dealt - 1; i >= 0; i--) {
      const pick = swaps[i]!;
      const card = cards[i]!;
      cards[i] = cards[pick]!;
      cards[pick] = card;
    }
    this.dealt = 0;
  }
}
