import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { consume, extendWait, hold, peek, peekCounts, release, reset } from './rate-limit.service.js';

describe.each(testDatabaseKinds())('rate-limit counters ($name)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    await database.close();
  });

  it('counts concurrent hits exactly once each', async () => {
    const decisions = await Promise.all(
      Array.from({ length: 20 }, () => consume(database.db, 'test:concurrent', { windowMs: 60_000, max: 5 })),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions.map((d) => d.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });

  it('starts a new window once the old one is over', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const rule = { windowMs: 1000, max: 1 };
    expect((await consume(database.db, 'test:window', rule, start)).allowed).toBe(true);
    expect((await consume(database.db, 'test:window', rule, new Date(start.getTime() + 500))).allowed).toBe(
      false,
    );
    const later = await consume(database.db, 'test:window', rule, new Date(start.getTime() + 1000));
    expect(later).toMatchObject({ allowed: true, count: 1 });
  });

  it('blocks for exactly the block time from the first refused hit', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const rule = { windowMs: 3_600_000, max: 2, blockMs: 300_000 };
    await consume(database.db, 'test:block', rule, start);
    await consume(database.db, 'test:block', rule, start);
    const refused = await consume(database.db, 'test:block', rule, new Date(start.getTime() + 10_000));
    expect(refused).toMatchObject({ allowed: false, retryAfterMs: 300_000 });
    const still = await consume(database.db, 'test:block', rule, new Date(start.getTime() + 20_000));
    expect(still).toMatchObject({ allowed: false, retryAfterMs: 290_000 });
    expect(
      (await consume(database.db, 'test:block', rule, new Date(start.getTime() + 310_000))).allowed,
    ).toBe(true);
  });

  it('holds a wait for exactly one of concurrent callers, extends it, and gives back only an unextended hold', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const holds = await Promise.all(
      Array.from({ length: 10 }, () => hold(database.db, 'test:hold', 2000, start)),
    );
    const taken = holds.filter((h) => h.allowed);
    expect(taken).toHaveLength(1);
    expect(holds.find((h) => !h.allowed)).toEqual({ allowed: false, retryAfterMs: 2000 });

    const first = taken[0];
    if (!first?.allowed) throw new Error('no hold');
    await release(database.db, first, at(100));
    const second = await hold(database.db, 'test:hold', 2000, at(100));
    expect(second.allowed).toBe(true);
    await extendWait(database.db, 'test:hold', 5000, at(200));
    if (second.allowed) await release(database.db, second, at(300));
    expect(await hold(database.db, 'test:hold', 2000, at(300))).toEqual({
      allowed: false,
      retryAfterMs: 4900,
    });
    // Extending never shortens.
    await extendWait(database.db, 'test:hold', 1000, at(300));
    expect(
      (await peekCounts(database.db, ['test:hold', 'test:none'], at(300))).get('test:hold'),
    ).toMatchObject({
      retryAfterMs: 4900,
    });
    expect((await hold(database.db, 'test:hold', 2000, at(5200))).allowed).toBe(true);
  });

  it('peeks without counting and resets', async () => {
    await consume(database.db, 'test:peek', { windowMs: 60_000, max: 3 });
    expect((await peek(database.db, 'test:peek')).count).toBe(1);
    expect((await peek(database.db, 'test:peek')).count).toBe(1);
    await reset(database.db, 'test:peek');
    expect(await peek(database.db, 'test:peek')).toEqual({ count: 0, retryAfterMs: 0 });
  });
});
