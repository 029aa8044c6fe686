import type { HpLiveBet } from '@app/house-provider/client-api';
import { describe, expect, it } from 'vitest';
import { crashAnimationMs, crashShownAt } from './crash-animation';
import { anyRising, liveBetState, mergeLiveBets } from './live-bets';

const bet = (id: number, fields: Partial<HpLiveBet> = {}): HpLiveBet => ({
  id: String(id),
  player: 'pl****23',
  time: '2026-03-01T10:00:00.000Z',
  stake: '10.00',
  win: '0.00',
  target: 200,
  crashPoint: 150,
  cashedOut: false,
  ...fields,
});

describe('live bets', () => {
  it('keep each bet once, newest first, and only the last ones', () => {
    const shown = mergeLiveBets([], [bet(3), bet(9), bet(10)]);
    expect(shown.map((b) => b.id)).toEqual(['10', '9', '3']);
    const again = mergeLiveBets(shown, [bet(10), bet(12), bet(11)], 4);
    expect(again.map((b) => b.id)).toEqual(['12', '11', '10', '9']);
    expect(mergeLiveBets(again, [])).toBe(again);
  });

  it("follow each round's own curve: rising, then cashed out at the target or crashed below it", () => {
    const winner = { crashPoint: 500, target: 200, cashedOut: true };
    const duration = crashAnimationMs(500);
    expect(liveBetState(winner, 0)).toEqual({ phase: 'rising', multiplier: 100 });
    const early = duration / 10;
    expect(liveBetState(winner, early)).toEqual({
      phase: 'rising',
      multiplier: crashShownAt(500, early / duration),
    });
    expect(liveBetState(winner, duration * 0.9)).toEqual({ phase: 'cashed', multiplier: 200 });
    expect(liveBetState(winner, duration * 5)).toEqual({ phase: 'cashed', multiplier: 200 });

    const loser = { crashPoint: 180, target: 200, cashedOut: false };
    const lossDuration = crashAnimationMs(180);
    expect(liveBetState(loser, lossDuration - 1).phase).toBe('rising');
    expect(liveBetState(loser, lossDuration - 1).multiplier).toBeLessThanOrEqual(180);
    expect(liveBetState(loser, lossDuration)).toEqual({ phase: 'crashed', multiplier: 180 });
    // A clock a little behind the server's shows the start, never a negative time.
    expect(liveBetState(loser, -50)).toEqual({ phase: 'rising', multiplier: 100 });
  });

  it('tell whether a curve is still running', () => {
    const played = Date.parse('2026-03-01T10:00:00.000Z');
    const bets = [bet(1, { crashPoint: 150 })];
    expect(anyRising(bets, played + 10)).toBe(true);
    expect(anyRising(bets, played + crashAnimationMs(150))).toBe(false);
  });
});
