import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { ChatSender, ChatStatus } from '../../../db/schema-support.js';

/** Who a conversation belongs to: a member, or a visitor by its key. */
export type Guest = { memberId: string } | { visitorKey: string };

const whereGuest = (guest: Guest) =>
  'memberId' in guest
    ? ({ column: 'chat_conversation.member_id', value: guest.memberId } as const)
    : ({ column: 'chat_conversation.visitor_key', value: guest.visitorKey } as const);

const summaryColumns = [
  'chat_conversation.id',
  'chat_conversation.member_id',
  'chat_conversation.visitor_key',
  'chat_conversation.visitor_name',
  'chat_conversation.status',
  'chat_conversation.agent_id',
  'chat_conversation.created_at',
  'chat_conversation.last_message_at',
  'chat_conversation.guest_unread',
  'chat_conversation.staff_unread',
] as const;

/** The guest's latest conversation (going on, else the last closed one). */
export function findLatestConversation(db: Db, guest: Guest) {
  const { column, value } = whereGuest(guest);
  return db
    .selectFrom('chat_conversation')
    .select(summaryColumns)
    .where(column, '=', value)
    .orderBy('chat_conversation.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
export type ConversationRow = NonNullable<Awaited<ReturnType<typeof findLatestConversation>>>;

/** The guest's conversation going on, locked; or a new queued one (the unique index keeps one per guest). */
export async function openConversation(db: Db, guest: Guest, visitorName: string): Promise<ConversationRow> {
  const { column, value } = whereGuest(guest);
  const current = await db
    .selectFrom('chat_conversation')
    .select(summaryColumns)
    .where(column, '=', value)
    .where('chat_conversation.status', '<>', 'closed')
    .forUpdate()
    .executeTakeFirst();
  if (current) return current;
  await db
    .insertInto('chat_conversation')
    .values(
      'memberId' in guest
        ? { member_id: guest.memberId }
        : { visitor_key: guest.visitorKey, visitor_name: visitorName },
    )
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return db
    .selectFrom('chat_conversation')
    .select(summaryColumns)
    .where(column, '=', value)
    .where('chat_conversation.status', '<>', 'closed')
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function lockConversation(db: Db, id: string) {
  return db
    .selectFrom('chat_conversation')
    .select(summaryColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function queuePosition(db: Db, id: string): Promise<number> {
  const row = await db
    .selectFrom('chat_conversation')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', '=', 'queued')
    .where('id', '<=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewChatMessage {
  conversation_id: string;
  sender: ChatSender;
  staff_id: string | null;
  body: string;
  image_key: string | null;
  image_type: string | null;
}

/** A message, and the conversation's time and the other side's unread count moved on. */
export async function insertMessage(db: Db, message: NewChatMessage) {
  const row = await db.insertInto('chat_message').values(message).returningAll().executeTakeFirstOrThrow();
  const unread = message.sender === 'staff' ? 'guest_unread' : 'staff_unread';
  await db
    .updateTable('chat_conversation')
    .set({ last_message_at: row.created_at, [unread]: sql`${sql.ref(unread)} + 1` })
    .where('id', '=', message.conversation_id)
    .execute();
  return row;
}

export function updateConversation(
  db: Db,
  id: string,
  patch: {
    status?: ChatStatus;
    agent_id?: string;
    closed_at?: Date;
    guest_unread?: number;
    staff_unread?: number;
  },
) {
  return db
    .updateTable('chat_conversation')
    .set(patch)
    .where('id', '=', id)
    .returning(summaryColumns)
    .executeTakeFirstOrThrow();
}

export function findMessages(db: Db, conversationId: string, limit: number) {
  return db
    .selectFrom('chat_message')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
    .then((rows) => rows.reverse());
}

export function findMessage(db: Db, id: string) {
  return db
    .selectFrom('chat_message')
    .innerJoin('chat_conversation', 'chat_conversation.id', 'chat_message.conversation_id')
    .select([
      'chat_message.id',
      'chat_message.image_key',
      'chat_message.image_type',
      'chat_conversation.member_id',
      'chat_conversation.visitor_key',
    ])
    .where('chat_message.id', '=', id)
    .executeTakeFirst();
}

/** Conversations with the member's username and the text of their latest message. */
function summaries(db: Db) {
  return db
    .selectFrom('chat_conversation')
    .leftJoin('member', 'member.id', 'chat_conversation.member_id')
    .select(summaryColumns)
    .select('member.username')
    .select((eb) =>
      eb
        .selectFrom('chat_message')
        .select(
          sql<string>`case when chat_message.body = '' then '[image]' else chat_message.body end`.as('body'),
        )
        .whereRef('chat_message.conversation_id', '=', 'chat_conversation.id')
        .orderBy('chat_message.id', 'desc')
        .limit(1)
        .as('last_message'),
    );
}

/** Conversations for the desk: active ones queued first then by latest message, or closed ones newest first. */
export function pageConversations(
  db: Db,
  status: 'active' | 'closed',
  page: { limit: number; offset: number },
) {
  const query =
    status === 'active'
      ? summaries(db)
          .where('chat_conversation.status', '<>', 'closed')
          .orderBy(sql`chat_conversation.status = 'queued'`, 'desc')
          .orderBy('chat_conversation.last_message_at', 'desc')
      : summaries(db)
          .where('chat_conversation.status', '=', 'closed')
          .orderBy('chat_conversation.id', 'desc');
  return query.limit(page.limit).offset(page.offset).execute();
}

export async function countConversations(db: Db, status: 'active' | 'closed') {
  const row = await db
    .selectFrom('chat_conversation')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('status', status === 'active' ? '<>' : '=', 'closed')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findSummary(db: Db, id: string) {
  return summaries(db).where('chat_conversation.id', '=', id).executeTakeFirst();
}
export type SummaryRow = NonNullable<Awaited<ReturnType<typeof findSummary>>>;
