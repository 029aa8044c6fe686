/**
 * Tunes a paytable to a declared RTP. First every base pay (a multiple of the stake) is multiplied by
 * one factor and rounded down to hundredths; the RTP of the result, sum(weight × pay) / (total weight
 * × 100), never decreases with the factor, so bisection finds the largest factor at or below the
 * target. A frequent outcome moving by one hundredth moves the RTP coarsely, so what is left below the
 * target is then given to the rarest paying outcomes first (a tenth of each pay at most, then more), which
 * moves the RTP in fine steps. Weights are exact integer counts, so the RTP is exact and never above
 * the target.
 */
export function scalePays(
  base: readonly number[],
  weights: readonly number[],
  rtpBp: number,
): { pays: number[]; rtp: number } {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // In whole units of weight × hundredths: the RTP is sumOf(pays) / (total × 100).
  const sumOf = (pays: readonly number[]) => pays.reduce((sum, pay, i) => sum + pay * weights[i]!, 0);
  const allowed = Math.floor((rtpBp * total) / 100);
  const payAt = (factor: number) => base.map((multiple) => Math.floor(multiple * factor * 100 + 1e-9));
  const baseRtp = sumOf(base.map((multiple) => multiple * 100)) / (total * 100);
  let low = 0;
  let high = (2 * rtpBp) / 10_000 / baseRtp;
  for (let i = 0; i < 80; i++) {
    const middle = (low + high) / 2;
    if (sumOf(payAt(middle)) <= allowed) low = middle;
    else high = middle;
  }
  const pays = payAt(low);
  let left = allowed - sumOf(pays);
  const rarestFirst = pays
    .map((pay, index) => ({ pay, index, weight: weights[index]! }))
    .filter((item) => item.pay > 0 && item.weight > 0)
    .sort((a, b) => a.weight - b.weight || b.pay - a.pay);
  // A tenth of each pay first; whatever is still left goes to the rarest that can take it.
  for (const share of [10, 1]) {
    for (const item of rarestFirst) {
      const extra = Math.min(Math.floor(left / item.weight), Math.floor((item.pay * share) / 10));
      pays[item.index]! += extra;
      left -= extra * item.weight;
    }
  }
  return { pays, rtp: sumOf(pays) / (total * 100) };
}

/** n choose k as an exact integer (small n). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}
