import { seedAnnouncements } from '../modules/lobby/announcements/announcements.service.js';
import {
  houseProviderDevelopmentSecret,
  lotteryProviderSecretFrom,
  totpEncryptionDevelopmentKey,
} from '../config.js';
import { seedCatalog } from '../modules/lobby/catalog/catalog.service.js';
import { seedHouseProvider } from '../modules/games/seamless/seamless-provider.service.js';
import { seedSportsbookProvider } from '../modules/games/sportsbook/sportsbook-provider.service.js';
import { findMemberByUsername } from '../modules/identity/member/member.service.js';
import { hasPersonalMessages, sendMessage } from '../modules/messaging/messages/messages.service.js';
import type { Db } from '../db/database.js';
import { seedDemoAccounts } from './accounts.js';
import { seedAgentTree } from './agent-tree.js';
import { seedEngagement } from './engagement.js';
import { seedDemoStaff } from './demo-staff.js';
import { defaultHelpArticles } from './help-articles.js';
import { seedLottery } from './lottery.js';
import { seedDemoRewards } from './rewards.js';
import { seedSupportContent } from './support-content.js';
import { seedDemoArticles } from './demo-articles.js';
import { seedDemoWallets } from './wallet.js';
import { lobbyAnnouncements, welcomeMessage } from './lobby-content.js';
import { seedMemberSecurity } from './member-security.js';
import {
  defaultCountries,
  defaultModules,
  defaultRegisterRules,
  defaultSiteSettings,
} from './system-defaults.js';

/**
 * Inserts the operator defaults a new site needs, the game catalog's reference data and (unless
 * `demoGames: false`) the generated 10,000-game demo catalog while the catalog is empty, and outside
 * production the demo accounts.
 * Idempotent: rows that already exist (possibly changed by the operator) are left alone.
 */
export async function seedDatabase(
  db: Db,
  options: {
    demoAccounts: boolean;
    demoGames?: boolean;
    /** HOUSE_PROVIDER_SECRET; default: the development secret (tests, benches). */
    houseProviderSecret?: string;
    /** TOTP_ENCRYPTION_KEY; default: the development key, as the config does. */
    totpEncryptionKey?: string;
    /** LOTTERY_PROVIDER_SECRET; default: derived from the house provider's secret, as the config does. */
    lotteryProviderSecret?: string;
  },
): Promise<void> {
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
  if (options.demoAccounts) {
    await seedDemoAccounts(db);
    await seedDemoWallets(db);
  }
  await seedCatalog(db, { games: options.demoGames ?? true });
  const houseSecret = options.houseProviderSecret ?? houseProviderDevelopmentSecret;
  await seedHouseProvider(db, houseSecret);
  await seedSportsbookProvider(db, houseSecret);
  await seedLottery(db, options.lotteryProviderSecret ?? lotteryProviderSecretFrom(houseSecret));
  await seedAnnouncements(db, lobbyAnnouncements);
  await seedSupportContent(db);
  if (options.demoAccounts) {
    await seedDemoInbox(db);
    await seedAgentTree(db);
    await seedEngagement(db);
    await seedDemoRewards(db);
    await seedDemoStaff(db, {
      TOTP_ENCRYPTION_KEY: options.totpEncryptionKey ?? totpEncryptionDevelopmentKey,
    });
    await seedDemoArticles(db);
  }
  await seedMemberSecurity(db);
}

/** The demo player starts with one unread platform message (once: never again after it is deleted). */
async function seedDemoInbox(db: Db): Promise<void> {
  const player = await findMemberByUsername(db, 'demo_player');
  if (player && !(await hasPersonalMessages(db, player.id))) await sendMessage(db, player.id, welcomeMessage);
}
