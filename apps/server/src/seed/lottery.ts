import { toDecimalString } from '@app/contracts';
import { defaultGames, seedLotteryDefaults } from '@app/lottery-provider';
import type { Db } from '../db/database.js';
import { LOTTERY_PROVIDER_CODE, lotteryVendors } from '../modules/games/lottery/lottery.service.js';
import { importCatalog } from '../modules/lobby/catalog/catalog.service.js';
import { lotteryGameTypeOf } from '../modules/lobby/catalog/catalog-vendors.js';

/**
 * The house lottery provider: its row (secret kept in step with the configuration), its vendors, its
 * default games and prize modes, and the catalog games of its games that are missing (the generated
 * catalog already lists them; an older one's placeholder lottery games are disabled the first time).
 * Games an operator changed are left alone.
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
  const rows = missing.map((game) => ({
    vendor: game.vendorCode,
    gameCode: game.code,
    gameType: lotteryGameTypeOf(game.vendorCode),
    names: game.names,
    minBet: toDecimalString(game.minStakeMinor),
  }));
  // The first time, replace mode disables the placeholder lottery games of an older generated catalog.
  const mode = have.size === 0 ? 'replace' : 'merge';
  await importCatalog(db, { format: 'json', content: JSON.stringify(rows), mode });
}
