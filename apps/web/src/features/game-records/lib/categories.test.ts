import type { GameMenusValue, MenuCategory, MenuVendor } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { categoryOptions, gameTypeNavKey } from './categories';

const vendor = (vassalage: string, gameType: MenuVendor['gameType']): MenuVendor => ({
  vassalage,
  vendorName: `${vassalage} Games`,
  logoUrl: '',
  gameType,
  gameCount: 1,
});

const category = (
  gameCategory: MenuCategory['gameCategory'],
  gameType: MenuCategory['gameType'],
  navKey: string,
  vendors: MenuVendor[],
): MenuCategory => ({ gameCategory, gameType, navKey, title: navKey, path: '/', vendors, gameClassify: [] });

const menus: GameMenusValue = {
  nav: [],
  categories: [
    category('LIVE', 'LIVE', 'con_live', [vendor('EVO', 'LIVE')]),
    category('RNG', 'RNG', 'con_rng', [vendor('PG', 'RNG'), vendor('JDB', 'RNG')]),
    category('MXWIN', 'RNG', 'mxwin_nav', [vendor('JDB', 'RNG'), vendor('FC', 'RNG')]),
  ],
};

describe('betting record categories', () => {
  it('offer one category per game type, named by its first menu category, with all its vendors', () => {
    expect(categoryOptions(menus)).toEqual([
      { gameType: 'LIVE', navKey: 'con_live', vendors: [{ code: 'EVO', name: 'EVO Games' }] },
      {
        gameType: 'RNG',
        navKey: 'con_rng',
        vendors: [
          { code: 'PG', name: 'PG Games' },
          { code: 'JDB', name: 'JDB Games' },
          { code: 'FC', name: 'FC Games' },
        ],
      },
    ]);
  });

  it('offer none before the menus load, and name a game type without a category by nothing', () => {
    expect(categoryOptions(undefined)).toEqual([]);
    const options = categoryOptions(menus);
    expect(gameTypeNavKey(options, 'LIVE')).toBe('con_live');
    expect(gameTypeNavKey(options, 'FISH')).toBeUndefined();
  });
});
