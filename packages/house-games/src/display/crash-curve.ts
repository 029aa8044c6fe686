/**
 * The rising multiplier the crash client animates: m(t) = e^(0.00006 t) for t in milliseconds
 * (2x after about 11.6 s, 10x after 38 s). Cosmetic only; the outcome is fixed before the animation.
 */
const GROWTH_PER_MS = 0.00006;

/** Multiplier shown `elapsedMs` after the start, in hundredths (rounded down). */
export const crashMultiplierAt = (elapsedMs: number): number =>
  Math.floor(100 * Math.exp(GROWTH_PER_MS * Math.max(0, elapsedMs)));

/** How long the animation runs before it reaches `hundredths`. */
export const crashDurationMs = (hundredths: number): number =>
  Math.ceil(Math.log(Math.max(100, hundredths) / 100) / GROWTH_PER_MS);
