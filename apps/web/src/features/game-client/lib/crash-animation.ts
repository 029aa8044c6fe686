import { crashDurationMs, crashMultiplierAt } from '@app/house-games';

/** The rise is played this many times faster than the curve's own clock, and never longer than MAX. */
const SPEED_UP = 8;
const MIN_MS = 500;
const MAX_MS = 3_000;

export const crashAnimationMs = (crashPoint: number): number =>
  Math.min(MAX_MS, Math.max(MIN_MS, crashDurationMs(crashPoint) / SPEED_UP));

/** The multiplier shown at an animation progress: the curve's rise, stopping at the crash point. */
export function crashShownAt(crashPoint: number, progress: number): number {
  if (progress >= 1) return crashPoint;
  return Math.min(crashPoint, crashMultiplierAt(progress * crashDurationMs(crashPoint)));
}
