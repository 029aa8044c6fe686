import { createSeededRandom, hashString } from '../random/seeded-random.js';
import { uniformInt } from '../random/random-source.js';

/**
 * Lays out one reel strip from symbol counts: a seeded shuffle, redrawn until no two scatters are
 * closer than `rows` stops (so a reel never shows two scatters). Deterministic: the same counts and
 * seed always give the same strip.
 */
export function buildStrip(counts: readonly number[], scatter: number, rows: number, seed: string): number[] {
  const base = counts.flatMap((count, symbol) => Array.from({ length: count }, () => symbol));
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const rng = createSeededRandom(hashString(`${seed}/${attempt}`));
    const strip = [...base];
    for (let i = strip.length - 1; i > 0; i--) {
      const j = uniformInt(rng, i + 1);
      [strip[i], strip[j]] = [strip[j]!, strip[i]!];
    }
    if (scatter < 0 || scattersSpaced(strip, scatter, rows)) return strip;
  }
  throw new Error(`no strip layout keeps scatters ${rows} stops apart for ${seed}`);
}

function scattersSpaced(strip: readonly number[], scatter: number, rows: number): boolean {
  const positions = strip.flatMap((symbol, index) => (symbol === scatter ? [index] : []));
  return positions.every((position, i) => {
    const next = i + 1 < positions.length ? positions[i + 1]! : positions[0]! + strip.length;
    return next - position >= rows;
  });
}
