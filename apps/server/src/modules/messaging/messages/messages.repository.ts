import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** Whose inbox: broadcasts reach accounts that existed when they were sent. */
export interface InboxOwner {
  id: string;
  created_at: Date;
}

export async function insertMessage(
  db: Db,
  message: { memberId: string | null; title: string; content: string },
): Promise<string> {
  const row = await db
    .insertInto('platform_message')
    .values({ member_id: message.memberId, title: message.title, content: message.content })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Messages of the owner (own and broadcast) with the owner's receipt, deleted ones left out. */
function inbox(db: Db, owner: InboxOwner) {
  return db
    .selectFrom('platform_message as m')
    .leftJoin('platform_message_receipt as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').on('r.member_id', '=', owner.id),
    )
    .where((eb) =>
      eb.or([
        eb('m.member_id', '=', owner.id),
        eb.and([eb('m.member_id', 'is', null), eb('m.created_at', '>=', owner.created_at)]),
      ]),
    )
    .where('r.deleted_at', 'is', null);
}

export function pageInbox(db: Db, owner: InboxOwner, page: { limit: number; offset: number }) {
  return inbox(db, owner)
    .select([
      'm.id',
      'm.title',
      'm.content',
      'm.created_at',
      'm.member_id',
      (eb) => eb('r.read_at', 'is not', null).as('read'),
    ])
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countInbox(db: Db, owner: InboxOwner): Promise<{ total: number; unread: number }> {
  const row = await inbox(db, owner)
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.count<string>('m.id').filterWhere('r.read_at', 'is', null).as('unread'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread) };
}

/**
 * Sets the owner's receipt (read or deleted time) on the chosen messages of the owner's inbox;
 * ids of messages that are not the owner's are ignored. Times already set stay.
 */
export async function markMessages(
  db: Db,
  owner: InboxOwner,
  selection: { ids?: readonly string[] | undefined; all?: boolean | undefined },
  mark: 'read' | 'deleted',
  now: Date,
): Promise<void> {
  const column = mark === 'read' ? 'read_at' : 'deleted_at';
  let chosen = inbox(db, owner).select([
    'm.id',
    sql<string>`${owner.id}::bigint`.as('member_id'),
    sql<Date>`${now}::timestamptz`.as('at'),
  ]);
  if (!selection.all) {
    if (!selection.ids?.length) return;
    chosen = chosen.where('m.id', 'in', selection.ids);
  }
  await db
    .insertInto('platform_message_receipt')
    .columns(['message_id', 'member_id', column])
    .expression(chosen)
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'message_id'])
        .doUpdateSet(
          mark === 'read'
            ? { read_at: sql<Date>`coalesce(platform_message_receipt.read_at, excluded.read_at)` }
            : { deleted_at: sql<Date>`coalesce(platform_message_receipt.deleted_at, excluded.deleted_at)` },
        ),
    )
    .execute();
}

/** True when any message was ever sent to the member personally (deleting it keeps the row). */
export async function hasPersonalMessages(db: Db, memberId: string): Promise<boolean> {
  const row = await db
    .selectFrom('platform_message')
    .select('id')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The stored language choice of each member (null: none). */
export function listLanguages(
  db: Db,
  memberIds: string[],
): Promise<{ id: string; language: string | null }[]> {
  return db.selectFrom('member').select(['id', 'language']).where('id', 'in', memberIds).execute();
}
