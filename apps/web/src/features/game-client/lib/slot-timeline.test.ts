import { describe, expect, it } from 'vitest';
import {
  bigWinLevel,
  reelTop,
  reelsStopped,
  slotMoment,
  slotTimeline,
  spinDurationMs,
} from './slot-timeline';

const spin = (kind: 'base' | 'free', wins: number, awarded = 0) => ({
  kind,
  wins: Array.from({ length: wins }, () => ({
    kind: 'line' as const,
    line: 0,
    symbol: 0,
    count: 3,
    pay: 100,
    win: 10,
  })),
  scatter: { count: 0, pay: 0, win: 0 },
  freeSpinsAwarded: awarded,
});

describe('slot timeline', () => {
  it('plays each spin, then its wins, then the free-spin award, then the big win', () => {
    const timeline = slotTimeline([spin('base', 1, 10), spin('free', 0), spin('free', 2)], 5, 2_000, 100);
    expect(timeline.segments.map((s) => `${s.kind}:${s.spin}`)).toEqual([
      'spin:0',
      'wins:0',
      'feature:0',
      'spin:1',
      'spin:2',
      'wins:2',
      'bigWin:2',
    ]);
    expect(timeline.bigWin).toBe('big');
    expect(timeline.segments[0]).toMatchObject({ start: 0, end: spinDurationMs('base', 5) });
    expect(timeline.total).toBe(timeline.segments.at(-1)!.end);
  });

  it('finds the segment of a progress and nothing once over', () => {
    const timeline = slotTimeline([spin('base', 0)], 3, 0, 100);
    expect(slotMoment(timeline, 0.5)).toMatchObject({ segment: { kind: 'spin' }, local: 0.5 });
    expect(slotMoment(timeline, 1)).toBeNull();
  });

  it('names big wins from 10, 25 and 50 times the stake', () => {
    expect([999, 1_000, 2_500, 5_000].map((win) => bigWinLevel(win, 100))).toEqual([
      null,
      'big',
      'mega',
      'super',
    ]);
  });

  it('lands each reel exactly on its stop, later reels later', () => {
    expect(reelTop(7, 30, 0, 0, 'base')).not.toBe(7);
    expect(reelTop(7, 30, 0, spinDurationMs('base', 1), 'base')).toBe(7);
    expect(reelTop(7, 30, 4, spinDurationMs('base', 1), 'base')).not.toBe(7);
    expect(reelTop(7, 30, 4, spinDurationMs('base', 5), 'base')).toBe(7);
    expect(
      [0, spinDurationMs('base', 1), spinDurationMs('base', 3), spinDurationMs('base', 5)].map((t) =>
        reelsStopped(5, t, 'base'),
      ),
    ).toEqual([0, 1, 3, 5]);
    // Always a strip position, also while wrapping around the strip.
    for (let t = 0; t < 1_500; t += 37) {
      const top = reelTop(0, 30, 2, t, 'base');
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(30);
    }
  });
});
