import type { GameType } from '@app/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../../../lib/game-menus';
import { categoryOptions, gameTypeNavKey, type CategoryOption } from './categories';

/** The categories of the game menus, and a game type's name (its category's nav key, else the code). */
export function useCategories(): {
  categories: CategoryOption[];
  typeName: (gameType: GameType) => string;
} {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const categories = useMemo(() => categoryOptions(menus.data), [menus.data]);
  const typeName = (gameType: GameType) => {
    const key = gameTypeNavKey(categories, gameType);
    return key ? t(key) : gameType;
  };
  return { categories, typeName };
}
