import type { WalletEventPayload } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { encodeMemberEvent, NOTIFY_CHANNEL, packPayloads, type MemberEvent } from './member-event.js';
import * as repo from './notifications.repository.js';

export type { MemberEvent } from './member-event.js';

/** At most this many events per NOTIFY statement (packed into a few notifications). */
const BATCH = 200;

interface Pending {
  payload: string;
  sent: () => void;
}

/**
 * A notifying transaction starts at most this often per database; events published meanwhile wait
 * and go together. Under load that makes a few notifying transactions a second instead of one per
 * movement; an event published after a quiet moment still goes at once.
 */
const MIN_FLUSH_INTERVAL_MS = 20;

/** One publisher per database, batching events into few notifying transactions. */
function createPublisher(db: Db) {
  const queue: Pending[] = [];
  let scheduled = false;
  let lastFlush = 0;
  async function flush(): Promise<void> {
    lastFlush = Date.now();
    const batch = queue.splice(0, BATCH);
    try {
      await repo.sendNotifies(db, NOTIFY_CHANNEL, packPayloads(batch.map((item) => item.payload)));
    } catch (error) {
      console.warn(`notifications: ${batch.length} events not sent (${(error as Error).message})`);
    }
    batch.forEach((item) => item.sent());
    scheduled = false;
    schedule();
  }
  function schedule(): void {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    const wait = lastFlush + MIN_FLUSH_INTERVAL_MS - Date.now();
    if (wait > 0) setTimeout(() => void flush(), wait);
    else void flush();
  }
  return (payloads: string[]): Promise<void> => {
    if (payloads.length === 0) return Promise.resolve();
    const sent = payloads.map(
      (payload) => new Promise<void>((resolve) => queue.push({ payload, sent: resolve })),
    );
    schedule();
    return Promise.all(sent).then(() => undefined);
  };
}

const publishers = new WeakMap<Db, ReturnType<typeof createPublisher>>();

/**
 * Announces events to members' open sockets on every server copy (LISTEN/NOTIFY). Resolves once sent
 * and never rejects: an event that cannot be sent is logged (the change it announces is committed;
 * clients catch up on their next refresh). After the change committed, call it with the database and
 * do not wait; inside a transaction, await it: the events then go out only if the transaction commits.
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
