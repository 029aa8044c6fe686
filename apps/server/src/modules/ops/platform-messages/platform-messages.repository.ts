import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { OpsMessageSendTable } from '../../../db/schema-ops-pay.js';

/** Staff accounts never receive a players' message. */
const STAFF_TYPE = 99;

export type SendRow = Awaited<ReturnType<typeof findSend>> & object;

function sendsWithCounts(db: Db) {
  return db
    .selectFrom('ops_message_send as s')
    .innerJoin('member as staff', 'staff.id', 's.staff_id')
    .selectAll('s')
    .select((eb) => [
      'staff.username as staff_username',
      eb
        .selectFrom('platform_message as pm')
        .innerJoin('platform_message_receipt as r', 'r.message_id', 'pm.id')
        .whereRef('pm.send_id', '=', 's.id')
        .where('r.read_at', 'is not', null)
        .select((inner) => inner.fn.countAll<string>().as('n'))
        .as('read_count'),
    ]);
}

export function findSend(db: Db, id: string) {
  return sendsWithCounts(db).where('s.id', '=', id).executeTakeFirst();
}

export function findSendByRequest(db: Db, requestId: string) {
  return sendsWithCounts(db).where('s.request_id', '=', requestId).executeTakeFirst();
}

export function pageSends(db: Db, page: { limit: number; offset: number }) {
  return sendsWithCounts(db).orderBy('s.id', 'desc').limit(page.limit).offset(page.offset).execute();
}

export async function countSends(db: Db): Promise<number> {
  const row = await db
    .selectFrom('ops_message_send')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Inserts the send unless its request id was used; answers its id when this call created it. */
export async function insertSend(db: Db, values: Insertable<OpsMessageSendTable>): Promise<string | null> {
  const row = await db
    .insertInto('ops_message_send')
    .values(values)
    .onConflict((oc) => oc.column('request_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export function findMemberForMessage(db: Db, username: string) {
  return db
    .selectFrom('member')
    .select(['id', 'username'])
    .where('username', '=', username)
    .where('type', '<>', STAFF_TYPE)
    .executeTakeFirst();
}

/** The members a send goes to: every player (staff left out), or those with the tag. */
function audienceFilter(audience: 'tag' | 'all', tag: string | null, after: string) {
  const byTag =
    audience === 'tag'
      ? sql`and exists (select 1 from member_tag t where t.member_id = m.id and t.tag = ${tag})`
      : sql``;
  return sql`m.type <> ${STAFF_TYPE} and m.id > ${after}::bigint ${byTag}`;
}

export async function countAudience(db: Db, audience: 'tag' | 'all', tag: string | null): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from member m where ${audienceFilter(audience, tag, '0')}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The open send locked for this batch, or nothing when another copy holds it or it is done. */
export function lockOpenSend(db: Db, id: string) {
  return db
    .selectFrom('ops_message_send')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

export async function openSendIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('ops_message_send')
    .select('id')
    .where('status', '=', 'sending')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The next `limit` members of the send's audience get its message; answers who got one, in id order. */
export async function insertBatch(
  db: Db,
  send: { id: string; audience: 'tag' | 'all'; target: string | null; title: string; content: string },
  after: string,
  limit: number,
): Promise<{ id: string; member_id: string }[]> {
  const { rows } = await sql<{ id: string; member_id: string }>`
    insert into platform_message (member_id, title, content, send_id)
    select m.id, ${send.title}, ${send.content}, ${send.id}::bigint
    from member m where ${audienceFilter(send.audience, send.target, after)}
    order by m.id limit ${limit}
    returning id::text as id, member_id::text as member_id`.execute(db);
  return rows.sort((a, b) => (BigInt(a.member_id) < BigInt(b.member_id) ? -1 : 1));
}

export function insertOne(db: Db, sendId: string, memberId: string, title: string, content: string) {
  return db
    .insertInto('platform_message')
    .values({ member_id: memberId, title, content, send_id: sendId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function advanceSend(
  db: Db,
  id: string,
  values: { sent: number; last_member_id: string; done: boolean },
): Promise<void> {
  await db
    .updateTable('ops_message_send')
    .set((eb) => ({
      sent: eb('sent', '+', values.sent),
      last_member_id: values.last_member_id,
      ...(values.done ? { status: 'done' as const, finished_at: new Date() } : {}),
    }))
    .where('id', '=', id)
    .execute();
}
