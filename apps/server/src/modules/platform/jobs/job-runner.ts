import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/database.js';
import * as repo from './jobs.repository.js';

export interface JobContext {
  /** The job's transaction: its work commits together with the run being marked done. */
  trx: Db;
  period: string;
  now: Date;
}

/**
 * Scheduled work that runs once per period however many server copies run: each copy creates the
 * (job, period) row if missing and claims pending rows with FOR UPDATE SKIP LOCKED; the winner runs
 * the job inside the claiming transaction, so the job's writes and "done" commit (or roll back) as one.
 */
export interface JobDefinition {
  name: string;
  /** The period `now` falls in, e.g. '2025-06-01T10:05' for a job that runs every minute. */
  periodOf(now: Date): string;
  run(context: JobContext): Promise<unknown>;
}

export interface JobLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

const MAX_ATTEMPTS = 5;

/** Periods of `minutes` minutes (aligned to the epoch), named by their start in UTC. */
export function everyMinutes(minutes: number): (now: Date) => string {
  const size = minutes * 60_000;
  return (now) => new Date(Math.floor(now.getTime() / size) * size).toISOString().slice(0, 16);
}

export interface JobRunner {
  /** Creates this period's runs and executes every pending run no other copy holds. Returns the runs done here. */
  runDue(now?: Date): Promise<{ job: string; period: string }[]>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createJobRunner(options: {
  db: Db;
  jobs: readonly JobDefinition[];
  log: JobLogger;
  instanceId?: string;
}): JobRunner {
  const { db, jobs, log } = options;
  const instanceId = options.instanceId ?? randomUUID();
  const byName = new Map(jobs.map((job) => [job.name, job]));
  const names = [...byName.keys()];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  async function runOne(
    skip: string[],
    now: Date,
  ): Promise<{ job: string; period: string } | null | 'failed'> {
    let claimedId: string | null = null;
    try {
      return await db.transaction().execute(async (trx) => {
        const claimed = await repo.claimPendingRun(trx, names, skip);
        if (!claimed) return null;
        claimedId = claimed.id;
        const job = byName.get(claimed.job);
        if (!job) return null;
        const result = await job.run({ trx, period: claimed.period, now });
        await repo.markDone(trx, claimed.id, instanceId, result);
        log.info({ job: claimed.job, period: claimed.period, result }, 'job done');
        return { job: claimed.job, period: claimed.period };
      });
    } catch (error) {
      if (!claimedId) throw error;
      skip.push(claimedId);
      log.error({ err: error, runId: claimedId }, 'job failed');
      await repo.recordFailure(db, claimedId, instanceId, String((error as Error).message), MAX_ATTEMPTS);
      return 'failed';
    }
  }

  async function runDue(now = new Date()) {
    for (const job of jobs) await repo.ensureRun(db, job.name, job.periodOf(now));
    const done: { job: string; period: string }[] = [];
    const skip: string[] = [];
    for (;;) {
      const outcome = await runOne(skip, now);
      if (outcome === null) return done;
      if (outcome !== 'failed') done.push(outcome);
    }
  }

  return {
    runDue,
    start(intervalMs) {
      if (timer || names.length === 0) return;
      let busy = false;
      const tick = () => {
        if (busy) return;
        busy = true;
        running = runDue()
          .catch((error: unknown) => log.error({ err: error }, 'job runner tick failed'))
          .finally(() => (busy = false));
      };
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
