import { sportsbookSettingsSchema, type SportsbookSettings } from '@app/contracts';
import type { SbContext, SbDb } from './context.js';

/** The operator's settings of the book (sb_setting 'book'); every group has a default. */
export const bookSettingsSchema = sportsbookSettingsSchema;
export type BookSettings = SportsbookSettings;

const KEY = 'book';

export async function readSettings(db: SbDb): Promise<BookSettings> {
  const row = await db.selectFrom('sb_setting').select('value').where('key', '=', KEY).executeTakeFirst();
  const parsed = bookSettingsSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : bookSettingsSchema.parse({});
}

/** How long a copy answers placements from the settings it read (another copy's change lands within). */
const CACHE_MS = 1_000;
const cached = new WeakMap<object, { at: number; settings: Promise<BookSettings> }>();

/** The settings, read at most once a second per book (the hot paths: placement, bet views). */
export function cachedSettings(ctx: SbContext): Promise<BookSettings> {
  const hit = cached.get(ctx.db);
  const now = Date.now();
  if (hit && now - hit.at < CACHE_MS) return hit.settings;
  const settings = readSettings(ctx.db);
  cached.set(ctx.db, { at: now, settings });
  settings.catch(() => cached.delete(ctx.db));
  return settings;
}

export async function writeSettings(db: SbDb, settings: BookSettings): Promise<void> {
  cached.delete(db);
  await db
    .insertInto('sb_setting')
    .values({ key: KEY, value: JSON.stringify(settings) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(settings) }))
    .execute();
}

/** The margin of a market: its type's, else its sport's, else the default. */
export const marginFor = (settings: BookSettings, sport: string, marketType: string): number =>
  settings.margin.marketTypes[marketType] ?? settings.margin.sports[sport] ?? settings.margin.default;
