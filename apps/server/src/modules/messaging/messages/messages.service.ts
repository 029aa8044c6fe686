import { WalletEvent, type InboxPage, type MessageSelection } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import { keyedError } from '../../../lib/app-errors.js';
import { pageCount, pageOffset, type PageRequest } from '../../../lib/paging.js';
import { sanitizeHtml } from '../../../lib/sanitize-html.js';
import { findMemberByUsername } from '../../identity/member/member.service.js';
import { notifyMember } from '../notifications/notifications.service.js';
import * as repo from './messages.repository.js';

export type InboxOwner = repo.InboxOwner;

export interface MessageInput {
  /** Plain text. */
  title: string;
  /** HTML or plain text; sanitised before storage. */
  content: string;
}

const stored = (message: MessageInput) => ({
  title: message.title.trim(),
  content: sanitizeHtml(message.content),
});

/**
 * Sends a platform message to one member (wallet notifications, operator messages). It shows in the
 * member's inbox as unread.
 */
export async function sendMessage(db: Db, memberId: string, message: MessageInput): Promise<{ id: string }> {
  const content = stored(message);
  const id = await repo.insertMessage(db, { memberId, ...content });
  await notifyMember(db, memberId, {
    type: WalletEvent.messageNew,
    messageId: id,
    title: content.title,
    at: new Date().toISOString(),
  });
  return { id };
}

/** Sends a platform message to every member whose account exists now. */
export async function broadcastMessage(db: Db, message: MessageInput): Promise<{ id: string }> {
  return { id: await repo.insertMessage(db, { memberId: null, ...stored(message) }) };
}

/** The operator's message: to the member with this username, or to everyone when none is given. */
export async function sendOperatorMessage(
  db: Db,
  request: MessageInput & { username?: string | undefined },
): Promise<{ id: string; broadcast: boolean }> {
  if (!request.username) return { ...(await broadcastMessage(db, request)), broadcast: true };
  const member = await findMemberByUsername(db, request.username);
  if (!member) throw keyedError(404, 'member_not_found', {}, { field: 'username' });
  return { ...(await sendMessage(db, member.id, request)), broadcast: false };
}

export async function listInbox(db: Db, owner: InboxOwner, page: PageRequest): Promise<InboxPage> {
  const [rows, counts] = await Promise.all([
    repo.pageInbox(db, owner, { limit: page.pageSize, offset: pageOffset(page) }),
    repo.countInbox(db, owner),
  ]);
  return {
    content: rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      createdAt: new Date(row.created_at).toISOString(),
      read: Boolean(row.read),
      broadcast: row.member_id === null,
    })),
    pageNum: page.pageNo,
    totalPages: pageCount(counts.total, page.pageSize),
    total: counts.total,
    unread: counts.unread,
  };
}

export async function countUnread(db: Db, owner: InboxOwner): Promise<number> {
  return (await repo.countInbox(db, owner)).unread;
}

/** Marks messages read (ids of other members' messages are ignored); answers the unread count. */
export async function readMessages(db: Db, owner: InboxOwner, selection: MessageSelection): Promise<number> {
  await repo.markMessages(db, owner, normalised(selection), 'read', new Date());
  return countUnread(db, owner);
}

/** Deletes messages from the member's inbox (a broadcast disappears for this member only). */
export async function deleteMessages(
  db: Db,
  owner: InboxOwner,
  selection: MessageSelection,
): Promise<number> {
  await repo.markMessages(db, owner, normalised(selection), 'deleted', new Date());
  return countUnread(db, owner);
}

const normalised = (selection: MessageSelection) => ({
  all: selection.all,
  ids: selection.ids?.map((id) => String(id)),
});

export function hasPersonalMessages(db: Db, memberId: string): Promise<boolean> {
  return repo.hasPersonalMessages(db, memberId);
}

/** The languages member messages are written in; a member without a stored choice reads Bengali. */
export type MessageLanguage = 'en' | 'bn';
export const messageLanguageOf = (language: string | null | undefined): MessageLanguage =>
  language === 'en' ? 'en' : 'bn';

/** Sends each message composed in its recipient's stored language (Bengali unless the member chose English). */
export async function sendMessagesInLanguage<T extends { memberId: string }>(
  db: Db,
  items: readonly T[],
  compose: (item: T, language: MessageLanguage) => MessageInput,
): Promise<void> {
  if (items.length === 0) return;
  const ids = [...new Set(items.map((item) => item.memberId))];
  const rows = await repo.listLanguages(db, ids);
  const languages = new Map(rows.map((row) => [row.id, messageLanguageOf(row.language)]));
  for (const item of items)
    await sendMessage(db, item.memberId, compose(item, languages.get(item.memberId) ?? 'bn'));
}
