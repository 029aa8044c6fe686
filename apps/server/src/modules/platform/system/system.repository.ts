import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

export async function findSetting(db: Db, key: string): Promise<unknown> {
  const row = await db.selectFrom('site_setting').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function upsertSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insertInto('site_setting')
    .values({ key, value: JSON.stringify(value) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }),
    )
    .execute();
}

export function listModules(db: Db) {
  return db.selectFrom('whitelabel_module').selectAll().orderBy('sort').orderBy('mod_id').execute();
}

export async function setModuleEnabled(db: Db, modId: string, enabled: boolean): Promise<void> {
  await db.updateTable('whitelabel_module').set({ enabled }).where('mod_id', '=', modId).execute();
}

export function listRegisterRules(db: Db) {
  return db.selectFrom('register_field_rule').selectAll().orderBy('sort').execute();
}

export function listCountries(db: Db) {
  return db
    .selectFrom('country')
    .select(['code', 'dialing_code', 'name', 'mobile_digits'])
    .where('enabled', '=', true)
    .orderBy('sort')
    .execute();
}

export function listHelpArticles(db: Db, lang: string, device: string) {
  return db
    .selectFrom('help_article')
    .select(['id', 'slug', 'title', 'content'])
    .where('lang', '=', lang)
    .where('device', '=', device)
    .orderBy('sort')
    .execute();
}

/** The most specific operator-configured range holding the address, if any. */
export async function findCountryByIp(db: Db, ip: string): Promise<string | null> {
  const row = await db
    .selectFrom('geo_ip_range')
    .select('country_code')
    .where(sql<boolean>`cidr >>= ${ip}::inet`)
    .orderBy(sql`masklen(cidr)`, 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.country_code ?? null;
}

export async function insertGeoIpRange(db: Db, cidr: string, countryCode: string): Promise<void> {
  await db
    .insertInto('geo_ip_range')
    .values({ cidr, country_code: countryCode })
    .onConflict((oc) => oc.column('cidr').doUpdateSet({ country_code: countryCode }))
    .execute();
}
