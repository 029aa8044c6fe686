import type { SlotSpin } from '@app/house-games';

/**
 * The presentation of a slot round as a timeline: each spin's reels, then its wins, then a free-spin
 * award; the big-win show at the end. The animation's progress (0 to 1) is a point on it, so turbo only
 * shortens the whole (the timeline is the same, played faster).
 */
export type SlotSegment =
  | { kind: 'spin'; spin: number; start: number; end: number }
  | { kind: 'wins'; spin: number; start: number; end: number }
  | { kind: 'feature'; spin: number; start: number; end: number }
  | { kind: 'bigWin'; spin: number; start: number; end: number };

export type BigWinLevel = 'big' | 'mega' | 'super';

export interface SlotTimeline {
  segments: SlotSegment[];
  total: number;
  bigWin: BigWinLevel | null;
}

/** The first reel stops after this long; each next one this much later (free spins a little faster). */
const FIRST_STOP_MS = { base: 650, free: 450 } as const;
export const REEL_STAGGER_MS = 170;
const WIN_MS_EACH = 480;
const FEATURE_MS = 1500;
const BIG_WIN_MS = 2400;

export function bigWinLevel(win: number, stake: number): BigWinLevel | null {
  const times = stake > 0 ? win / stake : 0;
  return times >= 50 ? 'super' : times >= 25 ? 'mega' : times >= 10 ? 'big' : null;
}

export const spinDurationMs = (kind: SlotSpin['kind'], reels: number): number =>
  FIRST_STOP_MS[kind] + (reels - 1) * REEL_STAGGER_MS;

export function slotTimeline(
  spins: readonly Pick<SlotSpin, 'kind' | 'wins' | 'scatter' | 'freeSpinsAwarded'>[],
  reels: number,
  win: number,
  stake: number,
): SlotTimeline {
  const segments: SlotSegment[] = [];
  let at = 0;
  const push = (kind: SlotSegment['kind'], spin: number, ms: number) => {
    segments.push({ kind, spin, start: at, end: at + ms });
    at += ms;
  };
  spins.forEach((spin, index) => {
    push('spin', index, spinDurationMs(spin.kind, reels));
    const paid = spin.wins.length + (spin.scatter.win > 0 ? 1 : 0);
    if (paid > 0) push('wins', index, Math.min(4, paid) * WIN_MS_EACH + 300);
    if (spin.freeSpinsAwarded > 0) push('feature', index, FEATURE_MS);
  });
  const level = bigWinLevel(win, stake);
  if (level) push('bigWin', spins.length - 1, BIG_WIN_MS);
  return { segments, total: at, bigWin: level };
}

/** Where a progress (0 to 1) falls: the segment and how far into it (0 to 1); null once it is over. */
export function slotMoment(
  timeline: SlotTimeline,
  progress: number,
): { segment: SlotSegment; local: number; elapsed: number } | null {
  if (progress >= 1) return null;
  const at = progress * timeline.total;
  const segment = timeline.segments.find((each) => at < each.end) ?? timeline.segments.at(-1);
  if (!segment) return null;
  const elapsed = at - segment.start;
  return { segment, local: Math.min(1, elapsed / (segment.end - segment.start)), elapsed };
}

/** Cells a reel travels in a spin: later reels travel further, so they stop later at the same speed. */
const travelOf = (reel: number) => 14 + reel * 4;

/**
 * The fractional strip index at a reel's top row, `elapsed` ms into a spin: it runs down the strip
 * (symbols move down the window), slows and lands exactly on `stop` when the reel stops. Past the
 * stop it is `stop`.
 */
export function reelTop(
  stop: number,
  stripLength: number,
  reel: number,
  elapsed: number,
  kind: SlotSpin['kind'],
): number {
  const stopAt = FIRST_STOP_MS[kind] + reel * REEL_STAGGER_MS;
  if (elapsed >= stopAt) return stop;
  const u = Math.max(0, elapsed / stopAt);
  const travelled = travelOf(reel) * (1 - (1 - u) ** 3);
  const top = stop + travelOf(reel) - travelled;
  return ((top % stripLength) + stripLength) % stripLength;
}

/** How many reels have stopped `elapsed` ms into a spin. */
export const reelsStopped = (reels: number, elapsed: number, kind: SlotSpin['kind']): number =>
  Math.max(0, Math.min(reels, Math.floor((elapsed - FIRST_STOP_MS[kind]) / REEL_STAGGER_MS) + 1));
