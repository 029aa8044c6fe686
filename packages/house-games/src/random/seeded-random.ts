import type { RandomSource } from './random-source.js';

/**
 * sfc32 (Chris Doty-Humphrey's small fast counting generator): passes PractRand to many terabytes and
 * is a few nanoseconds per word. For simulations, demos and tests only; real rounds use the fair
 * HMAC stream so they can be verified.
 */
export function createSeededRandom(seed: number): RandomSource {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 15; i++) next();
  return { nextUint32: next };
}

/** FNV-1a: a stable 32-bit number from a string, for deterministic choices keyed by a name. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
