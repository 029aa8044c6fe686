/**
 * Money is an integer count of minor units (poisha), held in a JavaScript number that must stay a safe
 * integer. Amounts never pass through floating-point arithmetic: every payout is
 * `floor(stake * numerator / denominator)` in exact integer arithmetic, i.e. rounded down to a whole
 * poisha in the house's favour.
 */
export type Minor = number;

/** Largest stake one bet may carry: 100,000,000.00 ৳ keeps every payout below 2^53. */
export const MAX_STAKE: Minor = 10_000_000_000;

export function assertStake(stake: number, label = 'stake'): Minor {
  if (!Number.isSafeInteger(stake) || stake <= 0 || stake > MAX_STAKE) {
    throw new RangeError(`${label} must be a whole number of minor units between 1 and ${MAX_STAKE}`);
  }
  return stake;
}

/** floor(a * b / c) for non-negative safe integers, exact (BigInt when the product leaves 2^53). */
export function mulDivFloor(a: number, b: number, c: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || !Number.isSafeInteger(c) || c <= 0) {
    throw new RangeError('mulDivFloor takes safe integers and a positive divisor');
  }
  if (a < 0 || b < 0) throw new RangeError('mulDivFloor takes non-negative operands');
  const product = a * b;
  // With p = a * b < 2^53 exact, p / c is correctly rounded, and its distance below the next integer
  // (at least 1 / c) exceeds the rounding error (at most (p / c) * 2^-53 < 1 / c): the floor is exact.
  if (Number.isSafeInteger(product)) return Math.floor(product / c);
  const quotient = (BigInt(a) * BigInt(b)) / BigInt(c);
  if (quotient > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError('payout exceeds the safe integer range');
  return Number(quotient);
}

/**
 * Splits floor(stake * sum(parts) / denominator) into one whole share per part: each share is its exact
 * value stake * part / denominator rounded down, and the poisha left over go one each to the parts
 * with the largest fractions (earliest first on ties). Shares add up to the rounded-down total, and
 * each is within one poisha of its exact value.
 */
export function apportionFloor(stake: Minor, parts: readonly number[], denominator: number): Minor[] {
  const big = BigInt(denominator);
  const exact = parts.map((part) => BigInt(stake) * BigInt(part));
  const shares = exact.map((value) => value / big);
  const total = exact.reduce((sum, value) => sum + value, 0n) / big;
  let leftover = Number(total - shares.reduce((sum, share) => sum + share, 0n));
  const byFraction = exact
    .map((value, index) => ({ index, fraction: value % big }))
    .sort((a, b) => (a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1));
  for (const { index } of byFraction) {
    if (leftover-- <= 0) break;
    shares[index]! += 1n;
  }
  return shares.map((share) => {
    if (share > BigInt(Number.MAX_SAFE_INTEGER))
      throw new RangeError('payout exceeds the safe integer range');
    return Number(share);
  });
}
