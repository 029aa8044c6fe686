import type { SlotRtp, SlotRtpModel } from './rtp.js';

export interface TunedPaytable {
  /** Hundredths of a credit. */
  pays: number[][];
  /** Hundredths of the total stake. */
  scatterPays: number[];
  rtp: SlotRtp;
}

/** Base pays scaled by `scale`, the top award of each symbol (its highest paying count) also by `top`. */
function scaledPays(basePays: readonly (readonly number[])[], scale: number, top: number): number[][] {
  return basePays.map((row) => {
    const topCount = row.reduce((best, pay, count) => (pay > 0 ? count : best), -1);
    return row.map((pay, count) => Math.round(pay * scale * (count === topCount ? top : 1) * 100));
  });
}

/** Bisection for the largest x in [low, high] with rtpAt(x) <= target, and the step just above it. */
function bracket(rtpAt: (x: number) => number, target: number, low: number, high: number): [number, number] {
  for (let i = 0; i < 60; i++) {
    const middle = (low + high) / 2;
    if (rtpAt(middle) <= target) low = middle;
    else high = middle;
  }
  return [low, high];
}

/**
 * Tunes a paytable to a target RTP in two steps.
 *
 * 1. Scale every pay (line, ways and scatter) by one factor. Before rounding, RTP is linear in it (free
 *    spins pay from the same table); after rounding pays to hundredths of a credit it is a
 *    non-decreasing step function, and bisection finds the last step at or below the target. A step
 *    can be coarse when a frequent small pay moves by one hundredth (a single cherry hits on about one
 *    line in seven), so:
 * 2. raise only the top award of each symbol by a second factor (at most a few percent): those hit
 *    rarely, so their steps are tiny, and bisection lands on the closest one.
 */
export function tunePaytable(
  model: SlotRtpModel,
  basePays: readonly (readonly number[])[],
  baseScatterPays: readonly number[],
  targetRtp: number,
): TunedPaytable {
  const at = (scale: number, top: number): TunedPaytable => {
    const pays = scaledPays(basePays, scale, top);
    const scatterPays = baseScatterPays.map((pay) => Math.round(pay * scale * 100));
    return { pays, scatterPays, rtp: model.rtp(pays, scatterPays) };
  };
  const [scale] = bracket((s) => at(s, 1).rtp.total, targetRtp, 0, (2 * targetRtp) / at(1, 1).rtp.total);
  const [below, above] = bracket((t) => at(scale, t).rtp.total, targetRtp, 1, 2).map((top) =>
    at(scale, top),
  ) as [TunedPaytable, TunedPaytable];
  return targetRtp - below.rtp.total <= above.rtp.total - targetRtp ? below : above;
}
