import type { GameMenusValue, GameType } from '@app/contracts';

export interface VendorOption {
  code: string;
  name: string;
}

/** A category of the filter: a game type, the nav key naming it, and the vendors offering it. */
export interface CategoryOption {
  gameType: GameType;
  navKey: string;
  vendors: VendorOption[];
}

/**
 * The betting record's categories from the game menus: one per game type (records are kept by game
 * type; MXWIN shows RNG vendors, so it folds into RNG), named by the first category of that type,
 * with the vendors of every category of the type in menu order.
 */
export function categoryOptions(menus: GameMenusValue | undefined): CategoryOption[] {
  const byType = new Map<GameType, CategoryOption>();
  for (const category of menus?.categories ?? []) {
    let option = byType.get(category.gameType);
    if (!option) {
      option = { gameType: category.gameType, navKey: category.navKey, vendors: [] };
      byType.set(category.gameType, option);
    }
    for (const vendor of category.vendors) {
      if (!option.vendors.some((known) => known.code === vendor.vassalage))
        option.vendors.push({ code: vendor.vassalage, name: vendor.vendorName });
    }
  }
  return [...byType.values()];
}

/** The nav key naming a game type, or undefined when no menu category has it (show the code). */
export function gameTypeNavKey(options: readonly CategoryOption[], gameType: GameType): string | undefined {
  return options.find((option) => option.gameType === gameType)?.navKey;
}
