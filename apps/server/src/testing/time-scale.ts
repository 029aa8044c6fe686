import os from 'node:os';

/**
 * How much slower than a quiet machine this one runs right now: the one-minute load average per
 * core when the test run started, between 1 and 4. vitest.config.ts reads it first and hands it to
 * every worker through TEST_TIME_SCALE (set it yourself to force a value).
 *
 * Only safety-net deadlines are multiplied by it; tests wait on events (output, responses, DOM
 * changes), never on the clock.
 */
export function timeScale(): number {
  const given = Number(process.env.TEST_TIME_SCALE);
  if (Number.isFinite(given) && given > 0) return given;
  const perCore = (os.loadavg()[0] ?? 0) / os.availableParallelism();
  const scale = Math.min(4, Math.max(1, Math.round(perCore * 10) / 10));
  process.env.TEST_TIME_SCALE = String(scale);
  return scale;
}

/** `ms` stretched by `timeScale()`. */
export function scaled(ms: number): number {
  return Math.round(ms * timeScale());
}
