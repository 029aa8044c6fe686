/** Running mean and standard deviation of per-round returns (win / stake), for RTP simulations. */
export class ReturnStats {
  count = 0;
  private sum = 0;
  private sumOfSquares = 0;

  add(ret: number): void {
    this.count += 1;
    this.sum += ret;
    this.sumOfSquares += ret * ret;
  }

  /** Measured RTP. */
  get mean(): number {
    return this.count === 0 ? 0 : this.sum / this.count;
  }

  /** Standard deviation of one round's return. */
  get standardDeviation(): number {
    if (this.count < 2) return 0;
    const variance = (this.sumOfSquares - this.count * this.mean * this.mean) / (this.count - 1);
    return Math.sqrt(Math.max(0, variance));
  }

  /** Standard deviation of the measured RTP: sigma / sqrt(n). */
  get standardError(): number {
    return this.count === 0 ? Infinity : this.standardDeviation / Math.sqrt(this.count);
  }

  /** How many standard errors the measured RTP lies from `expected`. */
  deviationFrom(expected: number): number {
    return Math.abs(this.mean - expected) / this.standardError;
  }
}
