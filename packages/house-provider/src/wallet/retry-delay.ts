const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;

/**
 * Wait before the next attempt of an outbox call that failed `attempts` times: 1 s doubling up to 60 s,
 * minus up to 20% jitter so copies that failed together do not retry in step.
 */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, Math.min(attempts - 1, 16)));
  return Math.round(base * (1 - 0.2 * random()));
}
