import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawResult, lotteryFamilies, resultShapeProblem } from '../games/families.js';
import { createDrawCommitment, drawDistinct, drawRandom } from './fair-draw.js';
import { verifyDraw } from './verify.js';

const seed = '9f'.repeat(32);

function shell(script: string): string | null {
  try {
    return execFileSync('sh', ['-c', script], { encoding: 'utf8' }).trim();
  } catch {
    return null; // no openssl / xxd here: the derivation below checks the same thing in Node
  }
}

describe('fair draws', () => {
  it('the published hash and the first block can be recomputed with sha256sum and openssl', () => {
    const { serverSeed, serverSeedHash } = createDrawCommitment();
    const hash = shell(`printf '%s' ${serverSeed} | xxd -r -p | sha256sum | cut -d' ' -f1`);
    if (hash !== null) expect(hash).toBe(serverSeedHash);
    const block = shell(
      `printf '%s' 'SSC1:202611250001:0' | openssl dgst -sha256 -mac HMAC -macopt hexkey:${serverSeed} | sed 's/.*= //'`,
    );
    const expected = createHmac('sha256', Buffer.from(serverSeed, 'hex'))
      .update('SSC1:202611250001:0')
      .digest('hex');
    if (block !== null) expect(block).toBe(expected);
    // SSC's five digits are the first five words of that block modulo 10 (none of them rejected here
    // unless a word is at or above 4294967290, which the check below would show).
    const words = [0, 1, 2, 3, 4].map((i) => parseInt(expected.slice(i * 8, i * 8 + 8), 16));
    const digits = drawResult('SSC', drawRandom(serverSeed, 'SSC1', '202611250001'));
    if (words.every((w) => w < 4_294_967_290))
      expect(digits).toEqual({ kind: 'numbers', numbers: words.map((w) => w % 10) });
  });

  it('is deterministic per game and issue, and every family draws a valid result', () => {
    for (const family of lotteryFamilies) {
      const a = drawResult(family, drawRandom(seed, 'G', '1'));
      expect(drawResult(family, drawRandom(seed, 'G', '1'))).toEqual(a);
      expect(resultShapeProblem(family, a)).toBeNull();
    }
    expect(drawResult('SSC', drawRandom(seed, 'G', '2'))).not.toEqual(
      drawResult('SSC', drawRandom(seed, 'G', '1')),
    );
  });

  it('draws distinct numbers uniformly enough (each of 1-11 within 10% of its share)', () => {
    const counts = new Map<number, number>();
    for (let i = 0; i < 5_000; i++) {
      for (const n of drawDistinct(drawRandom(seed, 'U', String(i)), 5, 1, 11))
        counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    const share = (5_000 * 5) / 11;
    for (let n = 1; n <= 11; n++) expect(Math.abs(counts.get(n)! - share) / share).toBeLessThan(0.1);
  });

  it('verifies a revealed draw and catches a wrong seed or a changed result', () => {
    const { serverSeed, serverSeedHash } = createDrawCommitment();
    const result = drawResult('VN_NORTH', drawRandom(serverSeed, 'VN_NORTH', '20261125'));
    const draw = {
      gameCode: 'VN_NORTH',
      family: 'VN_NORTH' as const,
      issue: '20261125',
      seed: serverSeed,
      seedHash: serverSeedHash,
      result,
    };
    expect(verifyDraw(draw)).toEqual({ seedMatchesHash: true, resultMatchesSeed: true });
    expect(verifyDraw({ ...draw, seed })).toEqual({ seedMatchesHash: false, resultMatchesSeed: false });
    const changed = structuredClone(result);
    if (changed.kind === 'prizes') changed.tiers[0]!.numbers[0] = '00000';
    expect(verifyDraw({ ...draw, result: changed }).resultMatchesSeed).toBe(false);
  });
});
