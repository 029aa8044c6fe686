import type { Db } from '../database.js';
import { seedDemoAccounts } from './accounts.js';
import { defaultHelpArticles } from './help-articles.js';
import {
  defaultCountries,
  defaultModules,
  defaultRegisterRules,
  defaultSiteSettings,
} from './system-defaults.js';

/**
 * Inserts the operator defaults a new site needs, and outside production the demo accounts.
 * Idempotent: rows that already exist (possibly changed by the operator) are left alone.
 */
export async function seedDatabase(db: Db, options: { demoAccounts: boolean }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('site_setting')
      .values(
        Object.entries(defaultSiteSettings).map(([key, value]) => ({ key, value: JSON.stringify(value) })),
      )
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();

    await trx
      .insertInto('whitelabel_module')
      .values(
        defaultModules.map(([mod_id, parent_id, enabled], sort) => ({ mod_id, parent_id, enabled, sort })),
      )
      .onConflict((oc) => oc.column('mod_id').doNothing())
      .execute();

    await trx
      .insertInto('register_field_rule')
      .values(defaultRegisterRules)
      .onConflict((oc) => oc.column('field').doNothing())
      .execute();

    await trx
      .insertInto('country')
      .values(
        defaultCountries.map(([code, dialing_code, name], sort) => ({ code, dialing_code, name, sort })),
      )
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();

    const articles = Object.entries(defaultHelpArticles).flatMap(([lang, list]) =>
      list.map(([slug, title, content], sort) => ({ slug, lang, device: 'WEB', title, content, sort })),
    );
    await trx
      .insertInto('help_article')
      .values(articles)
      .onConflict((oc) => oc.columns(['slug', 'lang', 'device']).doNothing())
      .execute();
  });
  if (options.demoAccounts) await seedDemoAccounts(db);
}
