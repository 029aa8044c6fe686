import { describe, expect, it } from 'vitest';
import { cardFromName } from '../cards/cards.js';
import type { CardSource } from '../cards/shoe.js';
import { createSeededRandom } from '../random/seeded-random.js';
import { baccaratOdds } from './odds.js';
import { baccaratReturnPercent } from './pays.js';
import { playBaccaratRound } from './play.js';
import { baccaratResult, bankerDraws, createBaccaratHand, dealBaccarat, playerDraws } from './rules.js';

describe('punto banco third-card rules', () => {
  it('player draws on 0-5 and stands on 6-7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('banker draws on 0-5 and stands on 6-7 when the player stood', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('banker follows the standard table against the player’s third card', () => {
    // Rows: banker total 0-7. Columns: value of the player's third card 0-9. D draws, S stands.
    const table = [
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDDD',
      'DDDDDDDDSD',
      'SSDDDDDDSS',
      'SSSSDDDDSS',
      'SSSSSSDDSS',
      'SSSSSSSSSS',
    ];
    table.forEach((row, bankerTotal) =>
      [...row].forEach((cell, third) =>
        expect(bankerDraws(bankerTotal, third), `banker ${bankerTotal}, third ${third}`).toBe(cell === 'D'),
      ),
    );
  });
});

const stacked = (...names: string[]): CardSource => {
  const cards = names.map(cardFromName);
  return { draw: () => cards.shift()! };
};

function deal(...names: string[]): ReturnType<typeof createBaccaratHand> {
  const hand = createBaccaratHand();
  dealBaccarat(stacked(...names), createSeededRandom(0), hand);
  return hand;
}

describe('dealing a coup (P, B, P, B, then third cards)', () => {
  it('a natural ends the coup', () => {
    const hand = deal('4S', 'KS', '4H', '5D', '9C', '9D');
    expect(hand).toMatchObject({ playerTotal: 8, bankerTotal: 5 });
    expect(hand.player.length + hand.banker.length).toBe(4);
    expect(baccaratResult(hand)).toBe('player');
  });

  it('banker on 3 stands against a third card of 8', () => {
    const hand = deal('2S', 'AS', '3S', '2D', '8H', '9D');
    expect(hand.player.length).toBe(3);
    expect(hand.banker.length).toBe(2);
    expect(baccaratResult(hand)).toBe('tie');
  });

  it('banker on 5 draws when the player stood on 6', () => {
    const hand = deal('3S', '2S', '3H', '3D', '4C');
    expect(hand.player.length).toBe(2);
    expect(hand).toMatchObject({ playerTotal: 6, bankerTotal: 9 });
    expect(baccaratResult(hand)).toBe('banker');
  });

  it('tens and court cards count zero, totals are taken mod 10', () => {
    const hand = deal('KS', 'TS', 'QH', '7D', '9C');
    expect(hand).toMatchObject({ playerTotal: 9, bankerTotal: 7 });
  });
});

describe('baccarat payouts', () => {
  it('pays player 1:1, banker 0.95:1, tie 8:1, pairs 11:1; a tie returns player and banker bets', () => {
    expect(baccaratReturnPercent('player', 'player', false, false)).toBe(200);
    expect(baccaratReturnPercent('banker', 'banker', false, false)).toBe(195);
    expect(baccaratReturnPercent('tie', 'tie', false, false)).toBe(900);
    expect(baccaratReturnPercent('player', 'tie', false, false)).toBe(100);
    expect(baccaratReturnPercent('banker', 'tie', false, false)).toBe(100);
    expect(baccaratReturnPercent('playerPair', 'banker', true, false)).toBe(1200);
    expect(baccaratReturnPercent('bankerPair', 'banker', true, false)).toBe(0);
    expect(baccaratReturnPercent('banker', 'player', false, false)).toBe(0);
  });

  it('rounds the banker commission in the house’s favour, per bet', () => {
    const rng = createSeededRandom(5);
    for (let i = 0; i < 500; i++) {
      const { outcome } = playBaccaratRound({ banker: 15, player: 15, tie: 15 }, rng);
      const banker = outcome.bets.find((b) => b.kind === 'banker')!;
      const expected = { banker: 29, tie: 15, player: 0 }[outcome.result];
      expect(banker.win).toBe(expected);
    }
  });

  it('records what the player saw', () => {
    const { outcome, stake, win } = playBaccaratRound(
      { player: 1000, playerPair: 100 },
      createSeededRandom(11),
    );
    expect(outcome.player.length).toBeGreaterThanOrEqual(2);
    expect(outcome.player.every((card) => /^[A2-9TJQK][SHDC]$/.test(card))).toBe(true);
    expect(stake).toBe(1100);
    expect(win).toBe(outcome.bets.reduce((sum, b) => sum + b.win, 0));
  });

  it('refuses empty slips, unknown spots and bad stakes', () => {
    const rng = createSeededRandom(1);
    expect(() => playBaccaratRound({}, rng)).toThrow(/at least one/);
    expect(() => playBaccaratRound({ dragon: 100 } as never, rng)).toThrow(/unknown bet/);
    expect(() => playBaccaratRound({ player: 0.5 }, rng)).toThrow(RangeError);
  });
});

describe('exact baccarat odds (8 decks)', () => {
  it('give the known house edges: banker 1.06%, player 1.24%, tie 14.36%, pairs 10.36%', () => {
    const { rtp, probability } = baccaratOdds();
    expect(probability.player + probability.banker + probability.tie).toBeCloseTo(1, 10);
    expect((1 - rtp.banker) * 100).toBeCloseTo(1.06, 2);
    expect((1 - rtp.player) * 100).toBeCloseTo(1.24, 2);
    expect((1 - rtp.tie) * 100).toBeCloseTo(14.36, 2);
    expect((1 - rtp.playerPair) * 100).toBeCloseTo(10.36, 2);
    expect(rtp.bankerPair).toBe(rtp.playerPair);
  });
});
