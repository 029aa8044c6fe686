/**
 * A card is a number 0..51: rank = code % 13 (0 ace .. 12 king), suit = floor(code / 13)
 * (0 spades, 1 hearts, 2 diamonds, 3 clubs). Records carry the two-letter name ("AS", "TH", "9C").
 */
export type CardCode = number;

export const RANK_LETTERS = 'A23456789TJQK';
export const SUIT_LETTERS = 'SHDC';

export const rankOf = (card: CardCode): number => card % 13;
export const suitOf = (card: CardCode): number => Math.floor(card / 13);

export function cardName(card: CardCode): string {
  return RANK_LETTERS[rankOf(card)]! + SUIT_LETTERS[suitOf(card)]!;
}

export function cardFromName(name: string): CardCode {
  const rank = RANK_LETTERS.indexOf(name[0] ?? '');
  const suit = SUIT_LETTERS.indexOf(name[1] ?? '');
  if (name.length !== 2 || rank < 0 || suit < 0) throw new RangeError(`not a card: ${name}`);
  return suit * 13 + rank;
}
