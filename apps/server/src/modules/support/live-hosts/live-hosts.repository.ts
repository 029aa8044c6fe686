import type { Db } from '../../../db/database.js';
import type { LiveHostStatus } from '../../../db/schema-support.js';

export function listHosts(db: Db) {
  return db.selectFrom('live_host').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findHost(db: Db, code: string) {
  return db.selectFrom('live_host').selectAll().where('code', '=', code).executeTakeFirst();
}

export function upsertHost(
  db: Db,
  host: {
    code: string;
    name: string;
    avatar_url: string;
    status: LiveHostStatus;
    stream_url: string;
    sort: number;
  },
) {
  return db
    .insertInto('live_host')
    .values(host)
    .onConflict((conflict) =>
      conflict.column('code').doUpdateSet({
        name: host.name,
        avatar_url: host.avatar_url,
        status: host.status,
        stream_url: host.stream_url,
        sort: host.sort,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The latest messages not deleted, oldest first, with the writers' usernames. */
export async function roomMessages(db: Db, hostId: string, limit: number) {
  const rows = await db
    .selectFrom('live_host_message')
    .innerJoin('member', 'member.id', 'live_host_message.member_id')
    .select([
      'live_host_message.id',
      'live_host_message.nickname',
      'live_host_message.body',
      'live_host_message.created_at',
      'member.username',
    ])
    .where('live_host_message.host_id', '=', hostId)
    .where('live_host_message.deleted_at', 'is', null)
    .orderBy('live_host_message.id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export function insertRoomMessage(
  db: Db,
  message: { host_id: string; member_id: string; nickname: string; body: string },
) {
  return db.insertInto('live_host_message').values(message).returningAll().executeTakeFirstOrThrow();
}

export async function deleteRoomMessage(
  db: Db,
  hostId: string,
  id: string,
  staffId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('live_host_message')
    .set({ deleted_at: new Date(), deleted_by: staffId })
    .where('host_id', '=', hostId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function findMute(db: Db, hostId: string, memberId: string) {
  return db
    .selectFrom('live_host_mute')
    .select('until')
    .where('host_id', '=', hostId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

export async function setMute(
  db: Db,
  mute: { host_id: string; member_id: string; until: Date; muted_by: string },
) {
  await db
    .insertInto('live_host_mute')
    .values(mute)
    .onConflict((conflict) =>
      conflict.columns(['host_id', 'member_id']).doUpdateSet({ until: mute.until, muted_by: mute.muted_by }),
    )
    .execute();
}

export async function blockedWords(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('live_host_blocked_word').select('word').orderBy('word').execute();
  return rows.map((row) => row.word);
}

export async function replaceBlockedWords(db: Db, words: readonly string[]): Promise<void> {
  await db.deleteFrom('live_host_blocked_word').execute();
  if (words.length > 0)
    await db
      .insertInto('live_host_blocked_word')
      .values(words.map((word) => ({ word })))
      .execute();
}
