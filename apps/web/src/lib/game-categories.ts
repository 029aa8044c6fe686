import type { GameCategory } from '@app/contracts';

export interface CategoryEntry {
  category: GameCategory;
  /** Navigation key of spec section 2. */
  labelKey: string;
  path: string;
}

/**
 * The game categories in navigation order. The spec lists one entry per category with at least one
 * vendor; vendor data does not exist yet, so every category is listed.
 */
export const navCategories: readonly CategoryEntry[] = [
  { category: 'LIVE', labelKey: 'con_live', path: '/live' },
  { category: 'RNG', labelKey: 'con_rng', path: '/rng' },
  { category: 'FISH', labelKey: 'con_fish', path: '/fish' },
  { category: 'PVP', labelKey: 'con_pvp', path: '/pvp' },
  { category: 'SPORTS', labelKey: 'con_sports', path: '/sports' },
  { category: 'ESPORTS', labelKey: 'compete_game', path: '/esports' },
  { category: 'LOTT', labelKey: 'con_lott', path: '/lott' },
  { category: 'COCKFIGHT', labelKey: 'in_cockfight_nav', path: '/cockfight' },
];
