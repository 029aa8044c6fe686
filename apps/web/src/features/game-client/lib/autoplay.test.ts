import { describe, expect, it } from 'vitest';
import { afterAutoplayRound, startAutoplay } from './autoplay';

describe('autoplay', () => {
  it('counts down the rounds and stops when they are played', () => {
    let state = startAutoplay({ rounds: 2, lossLimit: null, winLimit: null });
    const first = afterAutoplayRound(state, { stake: 100, win: 0 }, 100);
    expect(first).toEqual({ next: { ...state, left: 1, net: -100 } });
    state = 'next' in first ? first.next : state;
    expect(afterAutoplayRound(state, { stake: 100, win: 250 }, 100)).toEqual({ stop: 'done' });
  });

  it('stops before a round that could take the loss past the limit', () => {
    const state = startAutoplay({ rounds: 100, lossLimit: 500, winLimit: null });
    const afterLoss = afterAutoplayRound({ ...state, net: -300 }, { stake: 100, win: 0 }, 100);
    expect(afterLoss).toEqual({ next: { ...state, left: 99, net: -400 } });
    expect(afterAutoplayRound({ ...state, net: -400 }, { stake: 100, win: 0 }, 100)).toEqual({
      stop: 'loss_limit',
    });
    // Wins count against the loss: 200 back on a 100 stake leaves room for more rounds.
    expect(afterAutoplayRound({ ...state, net: -450 }, { stake: 100, win: 200 }, 100)).toMatchObject({
      next: { net: -350 },
    });
  });

  it('stops on a single win at or above the win limit', () => {
    const state = startAutoplay({ rounds: 100, lossLimit: null, winLimit: 1_000 });
    expect(afterAutoplayRound(state, { stake: 100, win: 999 }, 100)).toMatchObject({ next: { left: 99 } });
    expect(afterAutoplayRound(state, { stake: 100, win: 1_000 }, 100)).toEqual({ stop: 'win_limit' });
  });
});
