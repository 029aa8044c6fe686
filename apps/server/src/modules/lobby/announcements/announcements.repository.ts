import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { AnnouncementRow, AnnouncementTable } from '../../../db/schema.js';

export type NewAnnouncement = Insertable<AnnouncementTable>;
export type AnnouncementPatch = Updateable<AnnouncementTable>;

/** Announcements in effect: enabled, not deleted, inside their optional time window. */
function live(db: Db, platform: string, now: Date) {
  return db
    .selectFrom('announcement')
    .selectAll()
    .where('enabled', '=', true)
    .where('deleted_at', 'is', null)
    .where('platform', '=', platform)
    .where((eb) => eb.or([eb('starts_at', 'is', null), eb('starts_at', '<=', now)]))
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
}

export function listLive(
  db: Db,
  options: { types: readonly string[]; platform: string; now: Date },
): Promise<AnnouncementRow[]> {
  if (options.types.length === 0) return Promise.resolve([]);
  return live(db, options.platform, options.now)
    .where('type', 'in', options.types)
    .orderBy('sort')
    .orderBy('id', 'desc')
    .execute();
}

export function pageLiveOfType(
  db: Db,
  options: { type: string; platform: string; now: Date; limit: number; offset: number },
): Promise<AnnouncementRow[]> {
  return live(db, options.platform, options.now)
    .where('type', '=', options.type)
    .orderBy('sort')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export async function countLiveOfType(
  db: Db,
  options: { type: string; platform: string; now: Date },
): Promise<number> {
  const row = await live(db, options.platform, options.now)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('type', '=', options.type)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function listAll(db: Db): Promise<AnnouncementRow[]> {
  return db
    .selectFrom('announcement')
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('type')
    .orderBy('sort')
    .orderBy('id', 'desc')
    .execute();
}

export function insertAnnouncement(db: Db, values: NewAnnouncement): Promise<AnnouncementRow> {
  return db.insertInto('announcement').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Seed insert: a row whose seed key exists already (even if the operator changed it) is left alone. */
export async function insertSeedAnnouncements(db: Db, rows: readonly NewAnnouncement[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('announcement')
    .values([...rows])
    .onConflict((oc) => oc.column('seed_key').doNothing())
    .execute();
}

export function updateAnnouncement(
  db: Db,
  id: string,
  patch: AnnouncementPatch,
): Promise<AnnouncementRow | undefined> {
  return db
    .updateTable('announcement')
    .set(patch)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}
