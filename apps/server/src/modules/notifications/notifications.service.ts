import type { WalletEventPayload } from '@app/contracts';
import type { Db } from '../../db/database.js';
import { encodeMemberEvent, NOTIFY_CHANNEL, type MemberEvent } from './member-event.js';
import * as repo from './notifications.repository.js';

export type { MemberEvent } from './member-event.js';

/** At most this many events per NOTIFY statement. */
const BATCH = 200;

interface Pending {
  payload: string;
  done: { resolve: () => void; reject: (error: unknown) => void };
}

/**
 * One publisher per database: events published while a NOTIFY statement is running are sent together
 * in the next one, so under load there are few notifying transactions, not one per movement.
 */
function createPublisher(db: Db) {
  const queue: Pending[] = [];
  let flushing = false;
  async function flush(): Promise<void> {
    flushing = true;
    while (queue.length > 0) {
      const batch = queue.splice(0, BATCH);
      try {
        await repo.sendNotifies(
          db,
          NOTIFY_CHANNEL,
          batch.map((item) => item.payload),
        );
        batch.forEach((item) => item.done.resolve());
      } catch (error) {
        batch.forEach((item) => item.done.reject(error));
      }
    }
    flushing = false;
  }
  return (payloads: string[]): Promise<void> => {
    if (payloads.length === 0) return Promise.resolve();
    const sent = payloads.map(
      (payload) => new Promise<void>((resolve, reject) => queue.push({ payload, done: { resolve, reject } })),
    );
    if (!flushing) void flush();
    return Promise.all(sent).then(() => undefined);
  };
}

const publishers = new WeakMap<Db, ReturnType<typeof createPublisher>>();

/**
 * Announces events to members' open sockets on every server copy (LISTEN/NOTIFY). Call it with the
 * database (not a transaction) after the transaction that made the change has committed.
 */
export function publishEvents(db: Db, messages: readonly MemberEvent[]): Promise<void> {
  let publish = publishers.get(db);
  if (!publish) {
    publish = createPublisher(db);
    publishers.set(db, publish);
  }
  return publish(messages.map(encodeMemberEvent));
}

export function notifyMember(db: Db, memberId: string, event: WalletEventPayload): Promise<void> {
  return publishEvents(db, [{ memberId, event }]);
}
