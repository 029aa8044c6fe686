import type { Db } from '../../../db/database.js';
import type { MemberEventConsumer, NewMemberEvent } from './member-event.types.js';
import * as repo from './member-event.repository.js';

/** How many events a consumer handles in one transaction. */
const BATCH_SIZE = 500;
/**
 * How long a producing transaction may stay open: events older than this are taken as committed or
 * never to come, so the cursor may pass them.
 */
const COMMIT_GRACE_MS = 10 * 60_000;

/** Records an event in the caller's transaction; the same (kind, ref) is recorded once. */
export function publishMemberEvent(trx: Db, event: NewMemberEvent): Promise<void> {
  return repo.insertEvent(trx, event);
}

/**
 * Hands the consumer every event of its kinds it has not handled yet, in batches, each batch in one
 * transaction with its receipts: each event is handled exactly once, however many copies drain. A copy
 * that finds the consumer busy elsewhere skips it. Answers how many events were handled here.
 */
export async function consumeMemberEvents(
  db: Db,
  consumer: MemberEventConsumer,
  now: () => Date = () => new Date(),
): Promise<number> {
  let handled = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const cursor = await repo.lockCursor(trx, consumer.name);
      if (cursor === null) return 0;
      const events = await repo.findUnhandled(trx, consumer.name, consumer.kinds, cursor, BATCH_SIZE);
      const mine = await repo.insertReceipts(
        trx,
        consumer.name,
        events.map((event) => event.id),
      );
      const toHandle = events.filter((event) => mine.has(event.id));
      if (toHandle.length > 0) await consumer.handle(trx, toHandle);
      if (events.length < BATCH_SIZE) {
        await repo.advanceCursor(
          trx,
          consumer.name,
          consumer.kinds,
          cursor,
          new Date(now().getTime() - COMMIT_GRACE_MS),
        );
      }
      return events.length === BATCH_SIZE ? -toHandle.length : toHandle.length;
    });
    // A full batch (negative) means more may wait.
    handled += Math.abs(batch);
    if (batch >= 0) return handled;
  }
}

/** Runs every consumer once over what is waiting; answers the events handled per consumer. */
export async function drainMemberEvents(
  db: Db,
  consumers: readonly MemberEventConsumer[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const consumer of consumers) counts[consumer.name] = await consumeMemberEvents(db, consumer);
  return counts;
}

export interface MemberEventDrain {
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

/** Drains the stream every `intervalMs` (where jobs run); a failing consumer is logged and retried. */
export function createMemberEventDrain(options: {
  db: Db;
  consumers: readonly MemberEventConsumer[];
  log: { error(object: object, message: string): void };
}): MemberEventDrain {
  const { db, consumers, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    for (const consumer of consumers) {
      try {
        await consumeMemberEvents(db, consumer);
      } catch (error) {
        log.error({ err: error, consumer: consumer.name }, 'member event consumer failed');
      }
    }
  };
  return {
    start(intervalMs) {
      if (timer || consumers.length === 0) return;
      timer = setInterval(() => {
        running = running.then(tick);
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
