import { slotThemes, symbolRoles } from '@app/house-games';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { symbolNameKey } from './slot-text';

describe('slot symbol names', () => {
  it('have a message for every symbol of every theme', () => {
    const keys = new Set(Object.keys(en));
    for (const theme of slotThemes) {
      for (const role of symbolRoles) {
        const { name } = theme.symbols[role];
        expect(keys.has(symbolNameKey(name)), `${theme.id} ${name}`).toBe(true);
      }
    }
    expect(symbolNameKey('Jungle Wild')).toBe('gc_sym_jungle_wild');
  });
});
