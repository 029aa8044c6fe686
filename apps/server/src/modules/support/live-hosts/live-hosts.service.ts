import type { BlockedWords, LiveHost, ChatRoom, RoomMessage } from '@app/contracts';
import type { Db } from '../../../db/database.js';
import type { LiveHostRow } from '../../../db/schema-support.js';
import { keyedError, throttledError } from '../../../lib/app-errors.js';
import { findMemberByUsername, type Member } from '../../identity/member/member.service.js';
import * as rateLimit from '../../platform/rate-limit/rate-limit.service.js';
import * as repo from './live-hosts.repository.js';
import { maskBlockedWords } from './word-filter.js';

/** Messages a room shows. */
const ROOM_HISTORY = 100;
/** Messages a member may write per 10 seconds in the rooms. */
const ROOM_MESSAGES_PER_10S = 5;

const toHost = (row: LiveHostRow): LiveHost => ({
  code: row.code,
  name: row.name,
  avatarUrl: row.avatar_url,
  status: row.status,
  streamUrl: row.stream_url,
});

export async function listLiveHosts(db: Db): Promise<{ list: LiveHost[] }> {
  return { list: (await repo.listHosts(db)).map(toHost) };
}

async function hostOf(db: Db, code: string): Promise<LiveHostRow> {
  const host = await repo.findHost(db, code);
  if (!host) throw keyedError(404, 'live_host_not_found');
  return host;
}

/** CBS_launchChat: the host's chat room on this site (the spec's chat room modal). */
export async function launchChat(db: Db, code: string): Promise<{ chatUrl: string }> {
  const host = await hostOf(db, code);
  return { chatUrl: `/liveHosts?room=${encodeURIComponent(host.code)}` };
}

type MessageRow = Awaited<ReturnType<typeof repo.roomMessages>>[number];
const toMessage = (row: MessageRow, withUsername: boolean): RoomMessage => ({
  id: row.id,
  nickname: row.nickname,
  body: row.body,
  createdAt: row.created_at.toISOString(),
  ...(withUsername ? { username: row.username } : {}),
});

async function activeMute(db: Db, hostId: string, memberId: string | null): Promise<Date | null> {
  if (!memberId) return null;
  const mute = await repo.findMute(db, hostId, memberId);
  return mute && mute.until > new Date() ? mute.until : null;
}

/** A room as a reader sees it (the caller's own mute included); staff also see who wrote what. */
export async function getRoom(
  db: Db,
  code: string,
  reader: { memberId: string | null; staff: boolean },
): Promise<ChatRoom> {
  const host = await hostOf(db, code);
  const [messages, mutedUntil] = await Promise.all([
    repo.roomMessages(db, host.id, ROOM_HISTORY),
    activeMute(db, host.id, reader.memberId),
  ]);
  return {
    host: toHost(host),
    messages: messages.map((row) => toMessage(row, reader.staff)),
    mutedUntil: mutedUntil?.toISOString() ?? null,
  };
}

/** A member writes in a room: refused while muted, blocked words masked, a few messages per 10 s. */
export async function sendRoomMessage(
  db: Db,
  code: string,
  member: Member,
  body: string,
): Promise<RoomMessage> {
  const host = await hostOf(db, code);
  const mutedUntil = await activeMute(db, host.id, member.id);
  if (mutedUntil) throw keyedError(403, 'live_host_muted', { until: mutedUntil.toISOString() });
  const decision = await rateLimit.consume(db, `room:${member.id}`, {
    windowMs: 10_000,
    max: ROOM_MESSAGES_PER_10S,
  });
  if (!decision.allowed) throw throttledError('too_many_requests', decision.retryAfterMs, { minutes: 1 });
  const masked = maskBlockedWords(body, await repo.blockedWords(db));
  const row = await repo.insertRoomMessage(db, {
    host_id: host.id,
    member_id: member.id,
    nickname: member.nickname ?? member.username,
    body: masked,
  });
  return { id: row.id, nickname: row.nickname, body: row.body, createdAt: row.created_at.toISOString() };
}

export interface HostInput {
  name: string;
  avatarUrl: string;
  status: LiveHost['status'];
  streamUrl: string;
  sort: number;
}

export async function upsertLiveHost(db: Db, code: string, input: HostInput): Promise<LiveHost> {
  return toHost(
    await repo.upsertHost(db, {
      code,
      name: input.name,
      avatar_url: input.avatarUrl,
      status: input.status,
      stream_url: input.streamUrl,
      sort: input.sort,
    }),
  );
}

export async function deleteRoomMessage(db: Db, code: string, id: string, staffId: string): Promise<null> {
  const host = await hostOf(db, code);
  if (!(await repo.deleteRoomMessage(db, host.id, id, staffId))) throw keyedError(404, 'live_host_not_found');
  return null;
}

export async function muteInRoom(
  db: Db,
  code: string,
  staffId: string,
  mute: { username: string; minutes: number },
): Promise<null> {
  const host = await hostOf(db, code);
  const member = await findMemberByUsername(db, mute.username);
  if (!member) throw keyedError(404, 'member_not_found', {}, { field: 'username' });
  await repo.setMute(db, {
    host_id: host.id,
    member_id: member.id,
    until: new Date(Date.now() + mute.minutes * 60_000),
    muted_by: staffId,
  });
  return null;
}

export async function getBlockedWords(db: Db): Promise<BlockedWords> {
  return { words: await repo.blockedWords(db) };
}

export async function setBlockedWords(db: Db, words: readonly string[]): Promise<BlockedWords> {
  const unique = [...new Set(words.map((word) => word.trim().toLowerCase()).filter(Boolean))];
  await db.transaction().execute((trx) => repo.replaceBlockedWords(trx, unique));
  return { words: unique.sort() };
}
