import {
  createSeededRandom,
  gameSetupFor,
  playRound,
  type RoundRecord,
  type RoundRequest,
} from '@app/house-games';
import { describe, expect, it } from 'vitest';
import { hpRoundSummaryOf } from '@app/house-provider/client-api';
import { tableDeal } from './table-deal';

const proof = { serverSeedHash: 'h', clientSeed: 'c', nonce: 0 };
const record = (request: RoundRequest, seed: number): RoundRecord => ({
  ...playRound(request, createSeededRandom(seed)),
  version: 1,
  proof,
});
const slotConfig = gameSetupFor({
  gameType: 'RNG',
  gameCode: 'lucky_gems',
  lines: 20,
  rtpBp: 9600,
})!.configId;

describe('round summaries', () => {
  it('count a slot round’s spins and free spins', () => {
    for (let seed = 0; seed < 300; seed++) {
      const round = record({ engine: 'slots', configId: slotConfig, bet: { stake: 2000 } }, seed);
      if (round.engine !== 'slots') throw new Error('slots');
      const summary = hpRoundSummaryOf(round);
      expect(summary).toEqual({
        engine: 'slots',
        spins: round.outcome.spins.length,
        freeSpins: round.outcome.spins.length - 1,
      });
    }
  });

  it('tell a table result, a crash and a fish shot', () => {
    const baccarat = record({ engine: 'baccarat', configId: 'baccarat:v1:8d', bet: { banker: 100 } }, 3);
    if (baccarat.engine !== 'baccarat') throw new Error('baccarat');
    expect(hpRoundSummaryOf(baccarat)).toEqual({
      engine: 'baccarat',
      result: baccarat.outcome.result,
      playerTotal: baccarat.outcome.playerTotal,
      bankerTotal: baccarat.outcome.bankerTotal,
    });
    const crash = record({ engine: 'crash', configId: 'crash:v1:9900', bet: { stake: 100, target: 200 } }, 4);
    if (crash.engine !== 'crash') throw new Error('crash');
    expect(hpRoundSummaryOf(crash)).toEqual({ engine: 'crash', ...crash.outcome });
    const fish = record({ engine: 'fish', configId: 'fish:v1:9600', bet: { stake: 100, fish: 'shark' } }, 5);
    expect(hpRoundSummaryOf(fish)).toMatchObject({ engine: 'fish', fish: 'shark', multiplier: 50 });
  });
});

describe('table deals', () => {
  it('deal baccarat P, B, P, B, then the third cards, every card once', () => {
    for (let seed = 0; seed < 200; seed++) {
      const round = record({ engine: 'baccarat', configId: 'baccarat:v1:8d', bet: { player: 100 } }, seed);
      if (round.engine !== 'baccarat') throw new Error('baccarat');
      const { hands, order } = tableDeal(round);
      expect(order.slice(0, 4)).toEqual([
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ]);
      expect(order.length).toBe(round.outcome.player.length + round.outcome.banker.length);
      expect(new Set(order.map(([h, c]) => `${h}:${c}`)).size).toBe(order.length);
      expect(hands.map((hand) => hand.total)).toEqual([round.outcome.playerTotal, round.outcome.bankerTotal]);
    }
  });

  it('deal dragon then tiger', () => {
    const round = record({ engine: 'dragon-tiger', configId: 'dragon-tiger:v1:8d', bet: { tie: 100 } }, 1);
    if (round.engine !== 'dragon-tiger') throw new Error('dragon tiger');
    expect(tableDeal(round)).toEqual({
      hands: [
        { label: 'dragon', cards: [round.outcome.dragon] },
        { label: 'tiger', cards: [round.outcome.tiger] },
      ],
      order: [
        [0, 0],
        [1, 0],
      ],
    });
  });
});
