import { randomUUID } from 'node:crypto';
import {
  chatVisitorKeyPattern,
  fillPath,
  getGuestChatImageEndpoint,
  getStaffChatImageEndpoint,
  trialMemberType,
  type ChatConversation,
  type ChatMessage,
  type ChatSummary,
  type ChatTranscript,
  type WalletEventPayload,
} from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { ChatMessageRow } from '../../../db/schema-support.js';
import { keyedError, throttledError } from '../../../lib/app-errors.js';
import { toPage } from '../../../lib/paged-list.js';
import { pageOffset, type PageRequest } from '../../../lib/paging.js';
import type { Member } from '../../identity/member/member.service.js';
import type { FileStorage } from '../../money/cashier/file-storage.js';
import {
  checkUploadedImages,
  proofResponseHeaders,
  reencodeUploadedImages,
} from '../../money/cashier/proof-image.js';
import { supportDeskChannel, visitorChannel } from '../../messaging/notifications/channels.js';
import { publishEvents } from '../../messaging/notifications/notifications.service.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';
import * as repo from './live-chat.repository.js';

export type Guest = repo.Guest;

/** Messages a guest may send per minute. */
const GUEST_MESSAGES_PER_MINUTE = 20;
/** Messages a guest sees of its conversation (the desk sees the whole transcript). */
const GUEST_HISTORY = 200;
const chatImageLimits = { maxFiles: 1 } as const;

/**
 * Who is chatting: a real account as itself; a visitor (or a trial account, which the live socket
 * does not take) by the random key its browser keeps.
 */
export function guestOf(member: Member | null, visitorKey: string | undefined): Guest {
  if (member && member.type !== trialMemberType) return { memberId: member.id };
  if (visitorKey && chatVisitorKeyPattern.test(visitorKey)) return { visitorKey };
  throw keyedError(400, 'chat_guest_unknown');
}

const guestChannel = (row: { member_id: string | null; visitor_key: string | null }) =>
  row.member_id ?? visitorChannel(row.visitor_key ?? '');

function toMessage(row: ChatMessageRow, imagePath: string): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender,
    body: row.body,
    imageUrl: row.image_key ? fillPath(imagePath, { id: row.id }) : null,
    createdAt: row.created_at.toISOString(),
  };
}

function toSummary(row: repo.SummaryRow): ChatSummary {
  return {
    id: row.id,
    status: row.status,
    guestName: row.username ?? (row.visitor_name || 'Visitor'),
    visitor: row.member_id === null,
    agentId: row.agent_id,
    createdAt: row.created_at.toISOString(),
    lastMessageAt: row.last_message_at.toISOString(),
    lastMessage: row.last_message ?? '',
    unread: row.staff_unread,
  };
}

/** A new message to both sides: the guest's sockets and the support desk's, each with its own image address. */
function announceMessage(db: Db, conversation: repo.ConversationRow, row: ChatMessageRow): Promise<void> {
  const event = (path: string): WalletEventPayload => ({
    type: 'chat.message',
    conversationId: row.conversation_id,
    message: toMessage(row, path),
  });
  return publishEvents(db, [
    { memberId: guestChannel(conversation), event: event(getGuestChatImageEndpoint.path) },
    { memberId: supportDeskChannel, event: event(getStaffChatImageEndpoint.path) },
  ]);
}

/** The guest's latest conversation with its latest messages, or null before the first message. */
export async function getGuestChat(db: Db, guest: Guest): Promise<{ conversation: ChatConversation | null }> {
  const row = await repo.findLatestConversation(db, guest);
  if (!row) return { conversation: null };
  const [messages, position] = await Promise.all([
    repo.findMessages(db, row.id, GUEST_HISTORY),
    row.status === 'queued' ? repo.queuePosition(db, row.id) : Promise.resolve(null),
  ]);
  return {
    conversation: {
      id: row.id,
      status: row.status,
      queuePosition: position,
      unread: row.guest_unread,
      messages: messages.map((message) => toMessage(message, getGuestChatImageEndpoint.path)),
    },
  };
}

export interface ChatInput {
  body: string;
  images: Buffer[];
}

/** Checks a message before anything is stored: text or an image, at most one png/jpg of 5MB. */
async function storedImage(storage: FileStorage, input: ChatInput) {
  if (!input.body && input.images.length === 0)
    throw keyedError(400, 'chat_message_empty', {}, { field: 'body' });
  if (input.images.length > chatImageLimits.maxFiles)
    throw keyedError(400, 'proof_too_many', {}, { field: 'image' });
  checkUploadedImages(input.images, 'image');
  const [image] = await reencodeUploadedImages(input.images, 'image');
  if (!image) return { image_key: null, image_type: null };
  const key = `chat-images/${randomUUID()}.${image.extension}`;
  await storage.put(key, image.bytes);
  return { image_key: key, image_type: image.contentType };
}

/**
 * A guest's message: joins the conversation going on or starts a queued one. With no staff online it
 * simply waits in the queue; the desk answers it later and the guest sees the answer when back.
 */
export async function sendGuestMessage(
  db: Db,
  storage: FileStorage,
  guest: Guest,
  input: ChatInput & { visitorName?: string | undefined },
): Promise<ChatMessage> {
  const who = 'memberId' in guest ? guest.memberId : guest.visitorKey;
  const decision = await rateLimit.consume(db, `chat:${who}`, {
    windowMs: 60_000,
    max: GUEST_MESSAGES_PER_MINUTE,
  });
  if (!decision.allowed) {
    throw throttledError('too_many_requests', decision.retryAfterMs, {
      minutes: Math.ceil(decision.retryAfterMs / 60_000),
    });
  }
  const image = await storedImage(storage, input);
  const { conversation, row } = await db.transaction().execute(async (trx) => {
    const conversation = await repo.openConversation(trx, guest, input.visitorName ?? '');
    const row = await repo.insertMessage(trx, {
      conversation_id: conversation.id,
      sender: 'guest',
      staff_id: null,
      body: input.body,
      ...image,
    });
    return { conversation, row };
  });
  await announceMessage(db, conversation, row);
  return toMessage(row, getGuestChatImageEndpoint.path);
}

export async function readGuestChat(db: Db, guest: Guest): Promise<{ unread: number }> {
  const row = await repo.findLatestConversation(db, guest);
  if (row && row.guest_unread > 0) await repo.updateConversation(db, row.id, { guest_unread: 0 });
  return { unread: 0 };
}

export async function guestTyping(db: Db, guest: Guest): Promise<null> {
  const row = await repo.findLatestConversation(db, guest);
  if (!row || row.status === 'closed') throw keyedError(404, 'chat_not_found');
  await publishEvents(db, [
    { memberId: supportDeskChannel, event: { type: 'chat.typing', conversationId: row.id, sender: 'guest' } },
  ]);
  return null;
}

async function readImage(
  storage: FileStorage,
  message: { id: string; image_key: string | null; image_type: string | null },
) {
  const bytes = message.image_key ? await storage.get(message.image_key) : null;
  if (!bytes || !message.image_type) throw keyedError(404, 'chat_not_found');
  return {
    bytes,
    headers: {
      ...proofResponseHeaders({ id: message.id, contentType: message.image_type }),
      'content-disposition': `inline; filename="chat-${message.id}.${message.image_type === 'image/png' ? 'png' : 'jpg'}"`,
    },
  };
}

/** An image of the guest's own conversation. */
export async function readGuestImage(db: Db, storage: FileStorage, guest: Guest, messageId: string) {
  const message = await repo.findMessage(db, messageId);
  const own =
    message &&
    ('memberId' in guest ? message.member_id === guest.memberId : message.visitor_key === guest.visitorKey);
  if (!message || !own) throw keyedError(404, 'chat_not_found');
  return readImage(storage, message);
}

export async function readStaffImage(db: Db, storage: FileStorage, messageId: string) {
  const message = await repo.findMessage(db, messageId);
  if (!message) throw keyedError(404, 'chat_not_found');
  return readImage(storage, message);
}

export async function listChats(db: Db, query: PageRequest & { status: 'active' | 'closed' }) {
  const [rows, total] = await Promise.all([
    repo.pageConversations(db, query.status, { limit: query.pageSize, offset: pageOffset(query) }),
    repo.countConversations(db, query.status),
  ]);
  return toPage(rows.map(toSummary), total, query);
}

async function summaryOf(db: Db, id: string): Promise<ChatSummary> {
  const row = await repo.findSummary(db, id);
  if (!row) throw keyedError(404, 'chat_not_found');
  return toSummary(row);
}

/** A conversation's whole transcript for the desk; the guest's messages count as read. */
export async function getTranscript(db: Db, id: string): Promise<ChatTranscript> {
  const row = await repo.findSummary(db, id);
  if (!row) throw keyedError(404, 'chat_not_found');
  if (row.staff_unread > 0) await repo.updateConversation(db, id, { staff_unread: 0 });
  const messages = await repo.findMessages(db, id, Number.MAX_SAFE_INTEGER);
  return {
    conversation: toSummary({ ...row, staff_unread: 0 }),
    messages: messages.map((message) => toMessage(message, getStaffChatImageEndpoint.path)),
  };
}

/** A staff answer: takes a queued conversation (its agent is this staff member); closed ones are refused. */
export async function sendStaffMessage(
  db: Db,
  storage: FileStorage,
  staffId: string,
  id: string,
  input: ChatInput,
): Promise<ChatMessage> {
  const current = await repo.findSummary(db, id);
  if (!current) throw keyedError(404, 'chat_not_found');
  if (current.status === 'closed') throw keyedError(409, 'chat_closed');
  const image = await storedImage(storage, input);
  const { conversation, row } = await db.transaction().execute(async (trx) => {
    const locked = await repo.lockConversation(trx, id);
    if (!locked) throw keyedError(404, 'chat_not_found');
    if (locked.status === 'closed') throw keyedError(409, 'chat_closed');
    const conversation =
      locked.status === 'queued'
        ? await repo.updateConversation(trx, id, { status: 'open', agent_id: staffId, staff_unread: 0 })
        : await repo.updateConversation(trx, id, { staff_unread: 0 });
    const row = await repo.insertMessage(trx, {
      conversation_id: id,
      sender: 'staff',
      staff_id: staffId,
      body: input.body,
      ...image,
    });
    return { conversation, row };
  });
  await announceMessage(db, conversation, row);
  return toMessage(row, getStaffChatImageEndpoint.path);
}

export async function staffTyping(db: Db, id: string): Promise<null> {
  const row = await repo.findSummary(db, id);
  if (!row || row.status === 'closed') throw keyedError(404, 'chat_not_found');
  await publishEvents(db, [
    { memberId: guestChannel(row), event: { type: 'chat.typing', conversationId: id, sender: 'staff' } },
  ]);
  return null;
}

/** Ends a conversation (its transcript stays); the guest's next message starts a new one. */
export async function closeChat(db: Db, id: string): Promise<ChatSummary> {
  const conversation = await db.transaction().execute(async (trx) => {
    const locked = await repo.lockConversation(trx, id);
    if (!locked) throw keyedError(404, 'chat_not_found');
    if (locked.status === 'closed') return locked;
    return repo.updateConversation(trx, id, { status: 'closed', closed_at: new Date() });
  });
  const event = { type: 'chat.status', conversationId: id, status: 'closed' } as const;
  await publishEvents(db, [
    { memberId: guestChannel(conversation), event },
    { memberId: supportDeskChannel, event },
  ]);
  return summaryOf(db, id);
}
