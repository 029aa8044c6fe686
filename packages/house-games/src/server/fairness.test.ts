import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniformInt } from '../random/random-source.js';
import { tableConfigIds } from '../rounds/table-configs.js';
import type { RoundRecord, RoundRequest } from '../rounds/types.js';
import { crashConfig } from '../crash/crash.js';
import { fishConfig } from '../fish/fish.js';
import { slotConfigFor } from '../slots/config.js';
import { createFairRandom } from './fair-random.js';
import { playFairRound, revealRound, verifyRound } from './rounds.js';
import { createClientSeed, createSeedCommitment, createServerSeed, hashServerSeed } from './seeds.js';

const requests: RoundRequest[] = [
  { engine: 'slots', configId: slotConfigFor('tiger_fortune', 20, 9612).id, bet: { stake: 2000 } },
  { engine: 'slots', configId: slotConfigFor('ocean_treasures', 243, 9450).id, bet: { stake: 2500 } },
  { engine: 'baccarat', configId: tableConfigIds.baccarat, bet: { banker: 1000, playerPair: 100 } },
  { engine: 'dragon-tiger', configId: tableConfigIds['dragon-tiger'], bet: { dragon: 500, tie: 100 } },
  { engine: 'crash', configId: crashConfig().id, bet: { stake: 1000, target: 200 } },
  { engine: 'fish', configId: fishConfig(9600).id, bet: { stake: 100, fish: 'shark' } },
];

describe('seeds', () => {
  it('are 32 random bytes, committed to by SHA-256 of the raw bytes', () => {
    const seed = createServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createServerSeed()).not.toBe(seed);
    // SHA-256 of 32 zero bytes, a published test vector.
    expect(hashServerSeed('0'.repeat(64))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
    const { serverSeed, serverSeedHash } = createSeedCommitment();
    expect(hashServerSeed(serverSeed)).toBe(serverSeedHash);
    expect(createClientSeed()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuse malformed server seeds, client seeds and nonces', () => {
    expect(() => hashServerSeed('ABC')).toThrow(TypeError);
    expect(() => createFairRandom('0'.repeat(64), 'has space', 0)).toThrow(TypeError);
    expect(() => createFairRandom('0'.repeat(64), '', 0)).toThrow(TypeError);
    expect(() => createFairRandom('0'.repeat(64), 'ok', -1)).toThrow(RangeError);
  });
});

describe('the fair stream', () => {
  it('is HMAC-SHA256(serverSeed, "clientSeed:nonce:cursor") read as big-endian words, cursor 0 first', () => {
    const serverSeed = 'ab'.repeat(32);
    const rng = createFairRandom(serverSeed, 'lucky', 7);
    const block = (cursor: number): Buffer =>
      createHmac('sha256', Buffer.from(serverSeed, 'hex')).update(`lucky:7:${cursor}`).digest();
    const expected = [0, 1].flatMap((cursor) =>
      Array.from({ length: 8 }, (_, i) => block(cursor).readUInt32BE(i * 4)),
    );
    expect(Array.from({ length: 16 }, () => rng.nextUint32())).toEqual(expected);
  });

  it('gives uniform integers (chi-square over 7 and 52 buckets)', () => {
    const rng = createFairRandom('c0ffee'.repeat(10) + 'c0ff', 'uniformity', 0);
    for (const n of [7, 52]) {
      const draws = 20_000 * n;
      const counts = new Array<number>(n).fill(0);
      for (let i = 0; i < draws; i++) counts[uniformInt(rng, n)]! += 1;
      const expected = draws / n;
      const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
      // 99.99th percentile of chi-square: 27.9 for 6 degrees of freedom, 100.7 for 51.
      expect(chi2).toBeLessThan(n === 7 ? 27.9 : 100.7);
    }
  });
});

describe('round proofs', () => {
  const serverSeed = '5f'.repeat(32);
  const seeds = { serverSeed, clientSeed: 'player-chosen-seed', nonce: 42 };

  it.each(requests.map((r) => [r.engine, r] as const))(
    '%s rounds verify once the seed is revealed',
    (_e, request) => {
      const record = playFairRound(request, seeds);
      expect(record.proof).toEqual({
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: 'player-chosen-seed',
        nonce: 42,
      });
      expect(verifyRound(record)).toEqual({
        valid: false,
        problems: ['the server seed has not been revealed yet'],
      });
      const revealed = revealRound(record, serverSeed);
      expect(verifyRound(revealed)).toMatchObject({ valid: true, problems: [] });
      expect(verifyRound(record, serverSeed).valid).toBe(true);
    },
  );

  it.each(requests.map((r) => [r.engine, r] as const))(
    '%s rounds fail with a tampered seed, nonce or client seed',
    (_e, request) => {
      const record = playFairRound(request, seeds, { reveal: true });
      const otherSeed = '60'.repeat(32);
      expect(verifyRound(record, otherSeed).problems).toContain(
        'the server seed does not hash to the published server seed hash',
      );
      // Claims a different seed pair for the same outcome: the replay no longer matches.
      const withNonce = { ...record, proof: { ...record.proof, nonce: 43 } } as RoundRecord;
      const withClient = {
        ...record,
        proof: { ...record.proof, clientSeed: 'player-chosen-seee' },
      } as RoundRecord;
      for (const tampered of [withNonce, withClient]) {
        const result = verifyRound(tampered);
        expect(result.valid).toBe(false);
        expect(result.problems.some((p) => p.startsWith('the recorded outcome differs'))).toBe(true);
      }
      // An honest seed with a doctored result fails too.
      expect(verifyRound({ ...record, win: record.win + 1 }).problems).toEqual([
        'the recorded win differs from the replayed round',
      ]);
    },
  );

  it('survive a trip through JSON and a store that reorders keys', () => {
    const record = playFairRound(requests[0]!, seeds, { reveal: true });
    const reordered = reverseKeys(JSON.parse(JSON.stringify(record))) as RoundRecord;
    expect(Object.keys(reordered)[0]).toBe('proof');
    expect(verifyRound(reordered).valid).toBe(true);
  });

  it('report records that cannot be replayed instead of throwing', () => {
    const record = playFairRound(requests[4]!, seeds, { reveal: true });
    const broken = { ...record, configId: 'crash:v9:1' } as RoundRecord;
    expect(verifyRound(broken)).toMatchObject({ valid: false });
    expect(verifyRound(broken).problems[0]).toMatch(/cannot be replayed/);
    expect(verifyRound({ ...record, proof: undefined } as unknown as RoundRecord).valid).toBe(false);
  });

  it('refuses to reveal a seed that does not match the commitment', () => {
    const record = playFairRound(requests[0]!, seeds);
    expect(() => revealRound(record, '61'.repeat(32))).toThrow(/does not match/);
  });

  it('give different outcomes for different nonces (the stream is not reused)', () => {
    const points = new Set(
      Array.from({ length: 50 }, (_, nonce) => {
        const record = playFairRound(requests[4]!, { ...seeds, nonce });
        return record.engine === 'crash' ? record.outcome.crashPoint : 0;
      }),
    );
    expect(points.size).toBeGreaterThan(40);
  });
});

/** Every object with its keys in reverse order, as a store with its own key order would give it back. */
function reverseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reverseKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reverseKeys(v)]),
    );
  }
  return value;
}
