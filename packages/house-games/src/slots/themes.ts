import type { SymbolRole } from './types.js';

export interface SymbolLook {
  name: string;
  /** Short text drawn on the symbol (no emoji: not every browser has the fonts). */
  label: string;
  /** CSS colour of the symbol tile. */
  colour: string;
}

export interface SlotTheme {
  id: string;
  name: string;
  symbols: Record<SymbolRole, SymbolLook>;
}

/** Card ranks serve as the low symbols of every video theme. */
const royals = {
  L1: { name: 'Ace', label: 'A', colour: '#c0392b' },
  L2: { name: 'King', label: 'K', colour: '#8e44ad' },
  L3: { name: 'Queen', label: 'Q', colour: '#2980b9' },
  L4: { name: 'Jack', label: 'J', colour: '#16a085' },
  L5: { name: 'Ten', label: '10', colour: '#d35400' },
  L6: { name: 'Nine', label: '9', colour: '#7f8c8d' },
} satisfies Partial<Record<SymbolRole, SymbolLook>>;

export const slotThemes: readonly SlotTheme[] = [
  {
    id: 'fruits',
    name: 'Fruits',
    symbols: {
      H1: { name: 'Seven', label: '7', colour: '#e74c3c' },
      H2: { name: 'Bar', label: 'BAR', colour: '#34495e' },
      H3: { name: 'Bell', label: 'BELL', colour: '#f1c40f' },
      H4: { name: 'Watermelon', label: 'MELON', colour: '#27ae60' },
      L1: { name: 'Plum', label: 'PLUM', colour: '#8e44ad' },
      L2: { name: 'Orange', label: 'ORNG', colour: '#e67e22' },
      L3: { name: 'Lemon', label: 'LEMON', colour: '#f4d03f' },
      L4: { name: 'Cherry', label: 'CHRY', colour: '#c0392b' },
      L5: { name: 'Grapes', label: 'GRAPE', colour: '#6c3483' },
      L6: { name: 'Strawberry', label: 'BERRY', colour: '#e84393' },
      WILD: { name: 'Star', label: 'WILD', colour: '#f39c12' },
      SCATTER: { name: 'Coin', label: 'BONUS', colour: '#d4ac0d' },
    },
  },
  {
    id: 'tiger',
    name: 'Royal Bengal',
    symbols: {
      H1: { name: 'Tiger', label: 'TIGER', colour: '#e67e22' },
      H2: { name: 'Elephant', label: 'ELEPH', colour: '#7f8c8d' },
      H3: { name: 'Peacock', label: 'PEACK', colour: '#1abc9c' },
      H4: { name: 'Lotus', label: 'LOTUS', colour: '#e84393' },
      ...royals,
      WILD: { name: 'Jungle Wild', label: 'WILD', colour: '#27ae60' },
      SCATTER: { name: 'Golden Eye', label: 'BONUS', colour: '#f1c40f' },
    },
  },
  {
    id: 'gems',
    name: 'Gems',
    symbols: {
      H1: { name: 'Diamond', label: 'DIAM', colour: '#5dade2' },
      H2: { name: 'Ruby', label: 'RUBY', colour: '#c0392b' },
      H3: { name: 'Emerald', label: 'EMER', colour: '#229954' },
      H4: { name: 'Sapphire', label: 'SAPH', colour: '#1f618d' },
      ...royals,
      WILD: { name: 'Crown', label: 'WILD', colour: '#d4ac0d' },
      SCATTER: { name: 'Treasure Chest', label: 'BONUS', colour: '#a04000' },
    },
  },
  {
    id: 'ocean',
    name: 'Ocean',
    symbols: {
      H1: { name: 'Pearl', label: 'PEARL', colour: '#d5dbdb' },
      H2: { name: 'Dolphin', label: 'DOLPH', colour: '#3498db' },
      H3: { name: 'Turtle', label: 'TURTL', colour: '#28b463' },
      H4: { name: 'Starfish', label: 'STAR', colour: '#f5b041' },
      ...royals,
      WILD: { name: 'Trident', label: 'WILD', colour: '#148f77' },
      SCATTER: { name: 'Shell', label: 'BONUS', colour: '#f1948a' },
    },
  },
  {
    id: 'pharaoh',
    name: 'Pharaoh',
    symbols: {
      H1: { name: 'Pharaoh', label: 'PHAR', colour: '#d4ac0d' },
      H2: { name: 'Scarab', label: 'SCARB', colour: '#117a65' },
      H3: { name: 'Ankh', label: 'ANKH', colour: '#b9770e' },
      H4: { name: 'Eye', label: 'EYE', colour: '#2874a6' },
      ...royals,
      WILD: { name: 'Pyramid', label: 'WILD', colour: '#f0b27a' },
      SCATTER: { name: 'Book', label: 'BONUS', colour: '#922b21' },
    },
  },
];

export function slotThemeById(id: string): SlotTheme {
  const theme = slotThemes.find((t) => t.id === id);
  if (!theme) throw new RangeError(`unknown slot theme ${id}`);
  return theme;
}
