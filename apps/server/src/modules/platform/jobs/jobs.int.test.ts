import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-database.js';
import { createJobRunner, everyMinutes, type JobDefinition } from './job-runner.js';
import { findRuns } from './jobs.repository.js';

const quiet = { info: () => undefined, error: () => undefined };

describe('job periods', () => {
  it('names periods by their start', () => {
    const at = new Date('2025-06-01T10:07:59.999Z');
    expect(everyMinutes(1)(at)).toBe('2025-06-01T10:07');
    expect(everyMinutes(5)(at)).toBe('2025-06-01T10:05');
    expect(everyMinutes(60)(at)).toBe('2025-06-01T10:00');
  });
});

describe.each(testDatabaseKinds())('scheduled jobs ($name)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    await database.close();
  });

  it('runs each period once however many copies tick at the same time', async () => {
    const runs: string[] = [];
    const job: JobDefinition = {
      name: 'test-once',
      periodOf: everyMinutes(5),
      async run({ period }) {
        runs.push(period);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { ok: true };
      },
    };
    const copies = Array.from({ length: 4 }, (_, i) =>
      createJobRunner({ db: database.db, jobs: [job], log: quiet, instanceId: `copy-${i}` }),
    );
    const at = new Date('2025-06-01T10:00:00Z');
    await Promise.all(copies.map((copy) => copy.runDue(at)));
    await Promise.all(copies.map((copy) => copy.runDue(new Date(at.getTime() + 60_000))));
    await Promise.all(copies.map((copy) => copy.runDue(new Date(at.getTime() + 5 * 60_000))));
    expect(runs).toEqual(['2025-06-01T10:00', '2025-06-01T10:05']);
    const rows = await findRuns(database.db, 'test-once');
    expect(rows.map((row) => [row.period, row.status, row.attempts])).toEqual([
      ['2025-06-01T10:00', 'done', 1],
      ['2025-06-01T10:05', 'done', 1],
    ]);
  });

  it("rolls back a failed run's writes and retries it on the next tick, then gives up", async () => {
    let calls = 0;
    const job: JobDefinition = {
      name: 'test-failing',
      periodOf: () => 'only',
      async run({ trx }) {
        calls += 1;
        await trx
          .insertInto('rate_limit')
          .values({ key: `job-write-${calls}`, count: 1, reset_at: new Date() })
          .execute();
        throw new Error('boom');
      },
    };
    const runner = createJobRunner({ db: database.db, jobs: [job], log: quiet });
    for (let i = 0; i < 6; i++) expect(await runner.runDue()).toEqual([]);
    expect(calls).toBe(5);
    const [row] = await findRuns(database.db, 'test-failing');
    expect(row).toMatchObject({ status: 'failed', attempts: 5, last_error: 'boom' });
    const writes = await database.db
      .selectFrom('rate_limit')
      .select('key')
      .where('key', 'like', 'job-write-%')
      .execute();
    expect(writes).toEqual([]);
  });
});
