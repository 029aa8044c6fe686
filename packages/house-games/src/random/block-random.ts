import type { RandomSource } from './random-source.js';

/**
 * Turns a keyed hash into a word stream: block `cursor` is 32 bytes, read as eight big-endian 32-bit
 * words; after the eighth word the cursor moves on. With the fair HMAC as `block` this is the scheme
 * described in the README (cursor 0 first).
 */
export function createBlockRandom(block: (cursor: number) => Uint8Array): RandomSource {
  let cursor = 0;
  let bytes = block(0);
  let offset = 0;
  return {
    nextUint32(): number {
      if (offset + 4 > bytes.length) {
        cursor += 1;
        bytes = block(cursor);
        offset = 0;
      }
      const word =
        ((bytes[offset]! << 24) |
          (bytes[offset + 1]! << 16) |
          (bytes[offset + 2]! << 8) |
          bytes[offset + 3]!) >>>
        0;
      offset += 4;
      return word;
    },
  };
}
