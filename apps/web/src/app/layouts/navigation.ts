import { navCategories } from '../../lib/game-categories';

export interface HeaderNavItem {
  labelKey: string;
  path: string;
  category?: string;
}

/** Header navigation (spec section 2): home, promotions, then one entry per game category. */
export const headerNav: readonly HeaderNavItem[] = [
  { labelKey: 'hd_home', path: '/' },
  { labelKey: 'hd_event', path: '/promotions' },
  ...navCategories.map(({ labelKey, path, category }) => ({ labelKey, path, category })),
];
