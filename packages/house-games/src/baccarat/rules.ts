import { rankOf, type CardCode } from '../cards/cards.js';
import type { CardSource } from '../cards/shoe.js';
import type { RandomSource } from '../random/random-source.js';

export const BACCARAT_DECKS = 8;

/** Ace 1, two to nine face value, ten and court cards 0. */
export const baccaratValue = (card: CardCode): number => {
  const rank = rankOf(card);
  return rank >= 9 ? 0 : rank + 1;
};

/** Player draws a third card on 0-5 and stands on 6-7 (naturals 8-9 end the coup before this). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/** bankerDrawsAgainst[bankerTotal]: the player's third-card values against which banker draws. */
const bankerDrawsAgainst: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [0, 1, 2, 3, 4, 5, 6, 7, 9],
  [2, 3, 4, 5, 6, 7],
  [4, 5, 6, 7],
  [6, 7],
  [],
];

/**
 * Banker's third card: when the player stood (null), banker draws on 0-5 like the player; otherwise
 * by the punto banco table above (e.g. on 3 banker draws unless the player's third card was an 8).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  return bankerDrawsAgainst[bankerTotal]?.includes(playerThird) ?? false;
}

export interface BaccaratHand {
  player: CardCode[];
  banker: CardCode[];
  playerTotal: number;
  bankerTotal: number;
}

export type BaccaratResult = 'player' | 'banker' | 'tie';

export function createBaccaratHand(): BaccaratHand {
  return { player: [], banker: [], playerTotal: 0, bankerTotal: 0 };
}

/** Deals one coup into `hand` (reused, to keep simulations allocation-free): P, B, P, B, then third cards. */
export function dealBaccarat(shoe: CardSource, rng: RandomSource, hand: BaccaratHand): void {
  const { player, banker } = hand;
  player.length = 0;
  banker.length = 0;
  player.push(shoe.draw(rng));
  banker.push(shoe.draw(rng));
  player.push(shoe.draw(rng));
  banker.push(shoe.draw(rng));
  let playerTotal = (baccaratValue(player[0]!) + baccaratValue(player[1]!)) % 10;
  let bankerTotal = (baccaratValue(banker[0]!) + baccaratValue(banker[1]!)) % 10;
  if (playerTotal < 8 && bankerTotal < 8) {
    let playerThird: number | null = null;
    if (playerDraws(playerTotal)) {
      const card = shoe.draw(rng);
      player.push(card);
      playerThird = baccaratValue(card);
      playerTotal = (playerTotal + playerThird) % 10;
    }
    if (bankerDraws(bankerTotal, playerThird)) {
      const card = shoe.draw(rng);
      banker.push(card);
      bankerTotal = (bankerTotal + baccaratValue(card)) % 10;
    }
  }
  hand.playerTotal = playerTotal;
  hand.bankerTotal = bankerTotal;
}

export function baccaratResult(hand: BaccaratHand): BaccaratResult {
  if (hand.playerTotal === hand.bankerTotal) return 'tie';
  return hand.playerTotal > hand.bankerTotal ? 'player' : 'banker';
}

export const isPair = (cards: readonly CardCode[]): boolean => rankOf(cards[0]!) === rankOf(cards[1]!);
