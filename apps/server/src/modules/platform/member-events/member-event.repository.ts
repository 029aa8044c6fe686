import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { MemberEvent, MemberEventKind, NewMemberEvent } from './member-event.types.js';

export async function insertEvent(db: Db, event: NewMemberEvent): Promise<void> {
  await db
    .insertInto('member_event')
    .values({
      member_id: event.memberId,
      kind: event.kind,
      ref: event.ref,
      payload: JSON.stringify(event.payload),
      ...(event.occurredAt ? { occurred_at: event.occurredAt } : {}),
    })
    .onConflict((oc) => oc.columns(['kind', 'ref']).doNothing())
    .execute();
}

/** Locks the consumer's cursor row (created on first use); null while another copy drains it. */
export async function lockCursor(db: Db, consumer: string): Promise<string | null> {
  await db
    .insertInto('member_event_cursor')
    .values({ consumer })
    .onConflict((oc) => oc.column('consumer').doNothing())
    .execute();
  const row = await db
    .selectFrom('member_event_cursor')
    .select('handled_through')
    .where('consumer', '=', consumer)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  return row ? row.handled_through : null;
}

/** Events of `kinds` after the cursor that the consumer has no receipt for, oldest first. */
export async function findUnhandled(
  db: Db,
  consumer: string,
  kinds: readonly MemberEventKind[],
  after: string,
  limit: number,
): Promise<MemberEvent[]> {
  const rows = await db
    .selectFrom('member_event as e')
    .select(['e.id', 'e.member_id', 'e.kind', 'e.ref', 'e.payload', 'e.occurred_at'])
    .where('e.id', '>', after)
    .where('e.kind', 'in', kinds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('member_event_receipt as r')
            .select('r.event_id')
            .where('r.consumer', '=', consumer)
            .whereRef('r.event_id', '=', 'e.id'),
        ),
      ),
    )
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map(
    (row) =>
      ({
        id: row.id,
        memberId: row.member_id,
        kind: row.kind,
        ref: row.ref,
        payload: row.payload,
        occurredAt: row.occurred_at,
      }) as MemberEvent,
  );
}

/** Records receipts; answers the ids this call recorded (an id another copy already holds is left out). */
export async function insertReceipts(db: Db, consumer: string, eventIds: string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .insertInto('member_event_receipt')
    .values(eventIds.map((eventId) => ({ consumer, event_id: eventId })))
    .onConflict((oc) => oc.columns(['consumer', 'event_id']).doNothing())
    .returning('event_id')
    .execute();
  return new Set(rows.map((row) => row.event_id));
}

/**
 * Moves the cursor past every event of the consumer's kinds that is handled and older than `settledBefore`
 * (an event id is taken when its transaction starts, so a younger one may still commit below a handled id),
 * and drops the receipts the cursor now covers.
 */
export async function advanceCursor(
  db: Db,
  consumer: string,
  kinds: readonly MemberEventKind[],
  from: string,
  settledBefore: Date,
): Promise<void> {
  const result = await sql<{ through: string | null }>`
    select least(
      (select min(e.id) - 1 from member_event e
        where e.id > ${from} and e.kind in (${sql.join(kinds)})
          and not exists (select 1 from member_event_receipt r
                          where r.consumer = ${consumer} and r.event_id = e.id)),
      (select max(e.id) from member_event e where e.id > ${from} and e.occurred_at < ${settledBefore})
    )::text as through`.execute(db);
  const through = result.rows[0]?.through;
  if (!through || BigInt(through) <= BigInt(from)) return;
  await db
    .updateTable('member_event_cursor')
    .set({ handled_through: through })
    .where('consumer', '=', consumer)
    .execute();
  await db
    .deleteFrom('member_event_receipt')
    .where('consumer', '=', consumer)
    .where('event_id', '<=', through)
    .execute();
}
