import type { MenuCategory } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Icon, categoryIcon } from '../../../components/icons';
import styles from './game-menu.module.css';

/** Lobby types of the home page: HOME (every section), HOT, FAV, RECENT, or a game category. */
export type LobbyType = 'HOME' | 'HOT' | 'FAV' | 'RECENT' | MenuCategory['gameCategory'];

const fixedTypes: { type: LobbyType; labelKey: string }[] = [
  { type: 'HOME', labelKey: 'hd_home' },
  { type: 'HOT', labelKey: 'hot_games' },
  { type: 'FAV', labelKey: 'favorites' },
  { type: 'RECENT', labelKey: 'recent_games' },
];

interface GameMenuProps {
  categories: readonly MenuCategory[];
  value: LobbyType;
  onChange: (type: LobbyType) => void;
}

/** The home page's game menu: choose which games the lobby shows. */
export function GameMenu({ categories, value, onChange }: GameMenuProps) {
  const { t } = useTranslation();
  const items = [
    ...fixedTypes.map((item) => ({ type: item.type, label: t(item.labelKey) })),
    ...categories.map((category) => ({ type: category.gameCategory, label: t(category.navKey) })),
  ];
  return (
    <div className={styles.menu} role="group" aria-label={t('game_menu')}>
      {items.map((item) => (
        <button
          key={item.type}
          type="button"
          className={styles.item}
          aria-pressed={item.type === value}
          onClick={() => onChange(item.type)}
        >
          <span className={styles.icon}>
            <Icon name={categoryIcon[item.type] ?? 'star'} size={22} />
          </span>
          <span className={styles.label}>{item.label}</span>
        </button>
      ))}
    </div>
  );
}
