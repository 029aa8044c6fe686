/**
 * Every engine draws its randomness from a stream of uniform 32-bit words. In play the stream is the
 * provably fair HMAC stream (`@app/house-games/server`); simulations use a fast seeded generator.
 */
export interface RandomSource {
  nextUint32(): number;
}

const TWO_POW_32 = 4_294_967_296;

/**
 * A uniform integer in [0, n) without modulo bias: words at or above the largest multiple of n below
 * 2^32 are rejected and drawn again (at most one retry in two on average, for any n).
 */
export function uniformInt(rng: RandomSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`uniformInt: bad range ${n}`);
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const word = rng.nextUint32();
    if (word < limit) return word % n;
  }
}

/** A uniform float in [0, 1) with 53 random bits (every value a multiple of 2^-53). */
export function uniformFloat(rng: RandomSource): number {
  const high = rng.nextUint32() >>> 5; // 27 bits
  const low = rng.nextUint32() >>> 6; // 26 bits
  return (high * 67_108_864 + low) / 9_007_199_254_740_992;
}
