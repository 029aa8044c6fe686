import { cardFromName, rankOf, suitOf } from '../cards/cards.js';

export interface CardView {
  /** "A", "2".."10", "J", "Q", "K". */
  rank: string;
  suit: '♠' | '♥' | '♦' | '♣';
  suitName: 'spades' | 'hearts' | 'diamonds' | 'clubs';
  colour: 'red' | 'black';
  /** e.g. "10♥". */
  text: string;
}

const rankLabels = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suits = [
  ['♠', 'spades', 'black'],
  ['♥', 'hearts', 'red'],
  ['♦', 'diamonds', 'red'],
  ['♣', 'clubs', 'black'],
] as const;

/** How to draw a card from a round record ("TH" -> 10 of hearts). */
export function cardView(name: string): CardView {
  const card = cardFromName(name);
  const rank = rankLabels[rankOf(card)]!;
  const [suit, suitName, colour] = suits[suitOf(card)]!;
  return { rank, suit, suitName, colour, text: `${rank}${suit}` };
}
