import { describe, expect, it } from 'vitest';
import { cardName } from '../cards/cards.js';
import { createSeededRandom } from '../random/seeded-random.js';
import { createFairRandom } from '../server/fair-random.js';
import { playFairRound, verifyRound } from '../server/rounds.js';
import { createSeedCommitment } from '../server/seeds.js';
import {
  assertHolds,
  playVideoPokerRound,
  videoPokerConfigById,
  videoPokerConfigIds,
  videoPokerDeck,
  videoPokerHandOfNames,
} from './video-poker.js';

const config = videoPokerConfigById(videoPokerConfigIds.jacksOrBetter);

describe('video poker hands', () => {
  it.each([
    [['AS', 'KS', 'QS', 'JS', 'TS'], 'royal-flush'],
    [['9H', 'KH', 'QH', 'JH', 'TH'], 'straight-flush'],
    [['AD', '2D', '3D', '4D', '5D'], 'straight-flush'],
    [['7S', '7H', '7D', '7C', '2S'], 'four-of-a-kind'],
    [['7S', '7H', '7D', '2C', '2S'], 'full-house'],
    [['2C', '7C', '9C', 'JC', 'KC'], 'flush'],
    [['AS', 'KH', 'QS', 'JS', 'TS'], 'straight'],
    [['AS', '2H', '3S', '4S', '5S'], 'straight'],
    [['9S', 'TH', 'JS', 'QD', 'KC'], 'straight'],
    [['QS', 'KH', 'AS', '2D', '3C'], null],
    [['5S', '5H', '5C', 'KD', '2C'], 'three-of-a-kind'],
    [['5S', '5H', '2C', 'KD', '2D'], 'two-pair'],
    [['JS', 'JH', '2C', 'KD', '9D'], 'jacks-or-better'],
    [['AS', 'AH', '2C', 'KD', '9D'], 'jacks-or-better'],
    [['TS', 'TH', '2C', 'KD', '9D'], null],
    [['2S', '4H', '6C', '8D', 'TD'], null],
  ] as const)('%j is %s', (cards, hand) => {
    expect(videoPokerHandOfNames(cards)).toBe(hand);
  });

  it('pays the 9/6 table, stake included', () => {
    expect(config.pays['royal-flush']).toBe(80_000);
    expect(config.pays['full-house']).toBe(900);
    expect(config.pays.flush).toBe(600);
    expect(config.pays['jacks-or-better']).toBe(100);
  });
});

describe('a video poker round', () => {
  it('deals ten different cards from one shuffled deck, the same for the same stream', () => {
    const deck = videoPokerDeck(createSeededRandom(11));
    expect(new Set(deck).size).toBe(10);
    expect(videoPokerDeck(createSeededRandom(11))).toEqual(deck);
  });

  it('keeps the held cards, replaces the others in deck order and pays the final hand', () => {
    const deck = videoPokerDeck(createSeededRandom(5)).map(cardName);
    const round = playVideoPokerRound(config, { stake: 1000, holds: [1, 3] }, createSeededRandom(5));
    expect(round.outcome.dealt).toEqual(deck.slice(0, 5));
    expect(round.outcome.final).toEqual([deck[5], deck[1], deck[6], deck[3], deck[7]]);
    expect(round.outcome.hand).toBe(videoPokerHandOfNames(round.outcome.final));
    expect(round.win).toBe(Math.floor((1000 * round.outcome.multiplier) / 100));
    const all = playVideoPokerRound(config, { stake: 1000, holds: [0, 1, 2, 3, 4] }, createSeededRandom(5));
    expect(all.outcome.final).toEqual(all.outcome.dealt);
  });

  it('refuses holds that are not ascending distinct positions', () => {
    for (const holds of [[5], [-1], [1, 1], [2, 1], [0.5], [0, 1, 2, 3, 4, 4]]) {
      expect(() => assertHolds(holds)).toThrow(RangeError);
    }
  });

  it('is decided by the committed seed: the dealt hand does not depend on the holds, and the round verifies', () => {
    const { serverSeed } = createSeedCommitment();
    const seeds = { serverSeed, clientSeed: 'player', nonce: 3 };
    const request = (holds: number[]) => ({
      engine: 'video-poker' as const,
      configId: config.id,
      bet: { stake: 500, holds },
    });
    const kept = playFairRound(request([0, 2]), seeds, { reveal: true });
    const none = playFairRound(request([]), seeds, { reveal: true });
    expect(kept.engine === 'video-poker' && none.engine === 'video-poker').toBe(true);
    if (kept.engine !== 'video-poker' || none.engine !== 'video-poker') return;
    expect(kept.outcome.dealt).toEqual(none.outcome.dealt);
    expect(none.outcome.final).toEqual(
      videoPokerDeck(createFairRandom(serverSeed, 'player', 3))
        .slice(5)
        .map(cardName),
    );
    expect(verifyRound(kept).valid).toBe(true);
    const doctored = { ...kept, bet: { stake: 500, holds: [0, 1, 2, 3, 4] } };
    expect(verifyRound(doctored).valid).toBe(false);
  });
});
