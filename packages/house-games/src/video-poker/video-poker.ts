import { cardFromName, cardName, rankOf, suitOf, type CardCode } from '../cards/cards.js';
import { Shoe } from '../cards/shoe.js';
import { assertStake, mulDivFloor, type Minor } from '../money.js';
import type { RandomSource } from '../random/random-source.js';

export const VIDEO_POKER_CARDS = 5;

/** Winning hands, best first. */
export const videoPokerHands = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'jacks-or-better',
] as const;
export type VideoPokerHand = (typeof videoPokerHands)[number];

/**
 * Jacks or Better "9/6" (full house 9, flush 6), royal flush 800 for 1: the return of the standard
 * full-pay machine, 99.54% with the best holds (less with worse play). Pays in hundredths of the
 * stake, stake included (jacks or better gives the stake back).
 */
const JACKS_OR_BETTER_96: Record<VideoPokerHand, number> = {
  'royal-flush': 80_000,
  'straight-flush': 5_000,
  'four-of-a-kind': 2_500,
  'full-house': 900,
  flush: 600,
  straight: 400,
  'three-of-a-kind': 300,
  'two-pair': 200,
  'jacks-or-better': 100,
};
/** Return with the best holds, published for the 9/6 Jacks or Better pay table. */
const JACKS_OR_BETTER_96_RTP = 0.995439;

export interface VideoPokerConfig {
  id: string;
  pays: Record<VideoPokerHand, number>;
  /** Return with the best holds. */
  rtp: number;
}

export const videoPokerConfigIds = { jacksOrBetter: 'video-poker:v1:jb96' } as const;

export function videoPokerConfigById(id: string): VideoPokerConfig {
  if (id !== videoPokerConfigIds.jacksOrBetter)
    throw new RangeError(`not a video poker configuration id: ${id}`);
  return { id, pays: JACKS_OR_BETTER_96, rtp: JACKS_OR_BETTER_96_RTP };
}

export interface VideoPokerBet {
  stake: Minor;
  /** Positions (0-4) of the dealt cards kept on the draw, ascending, each once. */
  holds: number[];
}

export interface VideoPokerOutcome {
  /** The five cards dealt, by name ("AS", "TH"). */
  dealt: string[];
  holds: number[];
  /** The hand after the draw: held cards stay, the others are replaced in order from the deck. */
  final: string[];
  hand: VideoPokerHand | null;
  /** Pay in hundredths of the stake. */
  multiplier: number;
}

export function assertHolds(holds: readonly number[]): number[] {
  const valid =
    holds.length <= VIDEO_POKER_CARDS &&
    holds.every(
      (position, i) =>
        Number.isInteger(position) &&
        position >= 0 &&
        position < VIDEO_POKER_CARDS &&
        (i === 0 || position > holds[i - 1]!),
    );
  if (!valid) throw new RangeError('holds must be ascending distinct positions 0-4');
  return [...holds];
}

/**
 * The deck: one 52-card deck shuffled from the stream (lazy Fisher-Yates, as the shoe deals), its
 * first ten cards taken whatever the holds: five dealt, then up to five replacements in order. So the
 * dealt hand and every possible draw are fixed by the seeds before the player chooses.
 */
export function videoPokerDeck(rng: RandomSource): CardCode[] {
  const shoe = new Shoe(1);
  return Array.from({ length: 2 * VIDEO_POKER_CARDS }, () => shoe.draw(rng));
}

/** The best paying hand of five cards, or null. */
export function videoPokerHandOf(cards: readonly CardCode[]): VideoPokerHand | null {
  const counts = new Array<number>(13).fill(0);
  for (const card of cards) counts[rankOf(card)]!++;
  const groups = counts.filter((count) => count > 0).sort((a, b) => b - a);
  const flush = cards.every((card) => suitOf(card) === suitOf(cards[0]!));
  const distinct = groups.length === 5;
  // Ranks with the ace high as 13 as well as low as 0.
  const ranks = cards.map(rankOf).sort((a, b) => a - b);
  const broadway = distinct && ranks[0] === 0 && ranks[1] === 9 && ranks[4] === 12;
  const straight = distinct && (broadway || ranks[4]! - ranks[0]! === 4);
  if (straight && flush) return broadway ? 'royal-flush' : 'straight-flush';
  if (groups[0] === 4) return 'four-of-a-kind';
  if (groups[0] === 3 && groups[1] === 2) return 'full-house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (groups[0] === 3) return 'three-of-a-kind';
  if (groups[0] === 2 && groups[1] === 2) return 'two-pair';
  // A pair of jacks, queens, kings or aces.
  const highPair = counts.some((count, rank) => count === 2 && (rank === 0 || rank >= 10));
  return highPair ? 'jacks-or-better' : null;
}

/** A whole round: deal, keep the held cards, draw the rest, pay the hand. */
export function playVideoPokerRound(
  config: VideoPokerConfig,
  bet: VideoPokerBet,
  rng: RandomSource,
): { outcome: VideoPokerOutcome; stake: Minor; win: Minor } {
  const stake = assertStake(bet.stake);
  const holds = assertHolds(bet.holds);
  const deck = videoPokerDeck(rng);
  const dealt = deck.slice(0, VIDEO_POKER_CARDS);
  let next = VIDEO_POKER_CARDS;
  const final = dealt.map((card, position) => (holds.includes(position) ? card : deck[next++]!));
  const hand = videoPokerHandOf(final);
  const multiplier = hand === null ? 0 : config.pays[hand];
  return {
    outcome: { dealt: dealt.map(cardName), holds, final: final.map(cardName), hand, multiplier },
    stake,
    win: mulDivFloor(stake, multiplier, 100),
  };
}

/** The hand of named cards (display and tests). */
export const videoPokerHandOfNames = (names: readonly string[]): VideoPokerHand | null =>
  videoPokerHandOf(names.map(cardFromName));
