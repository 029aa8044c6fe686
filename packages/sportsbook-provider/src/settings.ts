import { sportsbookSettingsSchema, type SportsbookSettings } from '@app/contracts';
import type { SbDb } from './context.js';

/** The operator's settings of the book (sb_setting 'book'); every group has a default. */
export const bookSettingsSchema = sportsbookSettingsSchema;
export type BookSettings = SportsbookSettings;

const KEY = 'book';

export async function readSettings(db: SbDb): Promise<BookSettings> {
  const row = await db.selectFrom('sb_setting').select('value').where('key', '=', KEY).executeTakeFirst();
  const parsed = bookSettingsSchema.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : bookSettingsSchema.parse({});
}

export async function writeSettings(db: SbDb, settings: BookSettings): Promise<void> {
  await db
    .insertInto('sb_setting')
    .values({ key: KEY, value: JSON.stringify(settings) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(settings) }))
    .execute();
}

/** The margin of a market: its type's, else its sport's, else the default. */
export const marginFor = (settings: BookSettings, sport: string, marketType: string): number =>
  settings.margin.marketTypes[marketType] ?? settings.margin.sports[sport] ?? settings.margin.default;
