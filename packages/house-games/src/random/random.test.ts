import { describe, expect, it } from 'vitest';
import { createBlockRandom } from './block-random.js';
import { uniformFloat, uniformInt, type RandomSource } from './random-source.js';
import { createSeededRandom } from './seeded-random.js';

const scripted = (...words: number[]): RandomSource & { used: () => number } => {
  let i = 0;
  return { nextUint32: () => words[i++]!, used: () => i };
};

describe('uniformInt', () => {
  it('rejects the words past the last whole multiple of n instead of taking them modulo n', () => {
    // 2^32 = 3 * 1431655765 + 1: only 4294967295 is past the last multiple of 3.
    const rng = scripted(4_294_967_295, 4_294_967_294, 5);
    expect(uniformInt(rng, 3)).toBe(4_294_967_294 % 3);
    expect(rng.used()).toBe(2);
    // A power of two never rejects.
    expect(uniformInt(scripted(4_294_967_295), 256)).toBe(255);
  });

  it('covers [0, n) and refuses empty or oversized ranges', () => {
    const rng = createSeededRandom(1);
    const seen = new Set(Array.from({ length: 2000 }, () => uniformInt(rng, 13)));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 13 }, (_, i) => i));
    expect(uniformInt(rng, 1)).toBe(0);
    expect(() => uniformInt(rng, 0)).toThrow(RangeError);
    expect(() => uniformInt(rng, 2 ** 32 + 1)).toThrow(RangeError);
  });
});

describe('uniformFloat', () => {
  it('spans [0, 1) with 53 bits', () => {
    expect(uniformFloat(scripted(0, 0))).toBe(0);
    expect(uniformFloat(scripted(0xffffffff, 0xffffffff))).toBe(1 - 2 ** -53);
    expect(uniformFloat(scripted(0x80000000, 0))).toBe(0.5);
  });
});

describe('createBlockRandom', () => {
  it('reads eight big-endian words per block, then moves to the next cursor', () => {
    const cursors: number[] = [];
    const rng = createBlockRandom((cursor) => {
      cursors.push(cursor);
      const bytes = new Uint8Array(32);
      for (let word = 0; word < 8; word++) bytes[word * 4 + 3] = cursor * 8 + word;
      return bytes;
    });
    expect(Array.from({ length: 10 }, () => rng.nextUint32())).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(cursors).toEqual([0, 1]);
  });
});
