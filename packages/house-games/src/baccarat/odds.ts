import { baccaratBetKinds, baccaratReturnPercent, type BaccaratBetKind } from './pays.js';
import { BACCARAT_DECKS, bankerDraws, playerDraws, type BaccaratResult } from './rules.js';

export interface BaccaratOdds {
  probability: Record<BaccaratResult, number>;
  pairProbability: number;
  /** Expected return per unit staked on each bet (RTP; house edge = 1 - rtp). */
  rtp: Record<BaccaratBetKind, number>;
}

/**
 * Exact odds of punto banco from a full shoe, by enumerating every sequence of card values the coup
 * can deal (values 0-9; 16 cards per deck are worth 0, 4 each of 1-9), each weighted by its probability
 * of being drawn without replacement. A pair needs the same rank (not value) on the first two cards:
 * (4 * decks - 1) / (52 * decks - 1), whatever else happens.
 */
export function baccaratOdds(decks = BACCARAT_DECKS): BaccaratOdds {
  const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  let left = 52 * decks;
  const probability: Record<BaccaratResult, number> = { player: 0, banker: 0, tie: 0 };
  const draw = (weight: number, visit: (value: number, weight: number) => void): void => {
    for (let value = 0; value < 10; value++) {
      const count = counts[value]!;
      if (count === 0) continue;
      const next = (weight * count) / left;
      counts[value] = count - 1;
      left -= 1;
      visit(value, next);
      left += 1;
      counts[value] = count;
    }
  };
  const finish = (playerTotal: number, bankerTotal: number, weight: number): void => {
    const result = playerTotal === bankerTotal ? 'tie' : playerTotal > bankerTotal ? 'player' : 'banker';
    probability[result] += weight;
  };
  const bankerTurn = (
    playerTotal: number,
    bankerTotal: number,
    playerThird: number | null,
    weight: number,
  ): void => {
    if (!bankerDraws(bankerTotal, playerThird)) return finish(playerTotal, bankerTotal, weight);
    draw(weight, (card, w) => finish(playerTotal, (bankerTotal + card) % 10, w));
  };
  draw(1, (p1, w1) =>
    draw(w1, (b1, w2) =>
      draw(w2, (p2, w3) =>
        draw(w3, (b2, w4) => {
          const playerTotal = (p1 + p2) % 10;
          const bankerTotal = (b1 + b2) % 10;
          if (playerTotal >= 8 || bankerTotal >= 8) return finish(playerTotal, bankerTotal, w4);
          if (!playerDraws(playerTotal)) return bankerTurn(playerTotal, bankerTotal, null, w4);
          draw(w4, (p3, w5) => bankerTurn((playerTotal + p3) % 10, bankerTotal, p3, w5));
        }),
      ),
    ),
  );
  const pairProbability = (4 * decks - 1) / (52 * decks - 1);
  const expected = (kind: BaccaratBetKind): number => {
    let total = 0;
    for (const result of ['player', 'banker', 'tie'] as const) {
      for (const pair of [true, false]) {
        const pairWeight = pair ? pairProbability : 1 - pairProbability;
        total += probability[result] * pairWeight * baccaratReturnPercent(kind, result, pair, pair);
      }
    }
    return total / 100;
  };
  const rtp = Object.fromEntries(baccaratBetKinds.map((kind) => [kind, expected(kind)])) as Record<
    BaccaratBetKind,
    number
  >;
  return { probability, pairProbability, rtp };
}
