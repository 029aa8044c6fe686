import { defaultGames, seedLotteryDefaults } from '@app/lottery-provider';
import type { Db } from '../db/database.js';
import { LOTTERY_PROVIDER_CODE, lotteryVendors } from '../modules/games/lottery/lottery.service.js';
import { importCatalog } from '../modules/lobby/catalog/catalog.service.js';

/**
 * The house lottery provider: its row (secret kept in step with the configuration), its vendors, its
 * default games and prize modes, and one catalog game per lottery game (the generated placeholder
 * lottery games of those vendors are disabled the first time). Games an operator changed are left alone.
 */
export async function seedLottery(db: Db, secret: string): Promise<void> {
  await db
    .insertInto('game_provider')
    .values({ code: LOTTERY_PROVIDER_CODE, name: 'House lottery', secret })
    .onConflict((oc) => oc.column('code').doUpdateSet({ secret }))
    .execute();
  await db
    .updateTable('game_vendor')
    .set({ provider_code: LOTTERY_PROVIDER_CODE })
    .where('code', 'in', [...lotteryVendors])
    .execute();
  await seedLotteryDefaults(db);

  const existing = await db
    .selectFrom('game')
    .select(['vendor_code', 'game_code'])
    .where('vendor_code', 'in', [...lotteryVendors])
    .execute();
  const have = new Set(existing.map((row) => `${row.vendor_code}:${row.game_code}`));
  const missing = defaultGames.filter((game) => !have.has(`${game.vendorCode}:${game.code}`));
  if (missing.length === 0) return;
  const rows = defaultGames.map((game, sort) => ({
    vendor: game.vendorCode,
    gameCode: game.code,
    gameType: game.vendorCode === 'ELOTT' || game.vendorCode === 'TCG_LOTTO_VN' ? 'ELOTT' : 'LOTT',
    names: game.names,
    minBet: '1.00',
    hotRank: sort < 6 ? sort + 1 : undefined,
    sort: -100 + sort,
  }));
  // Replace mode: each lottery vendor lists exactly the provider's games.
  await importCatalog(db, { format: 'json', content: JSON.stringify(rows), mode: 'replace' });
}
