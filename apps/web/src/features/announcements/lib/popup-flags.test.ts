import { describe, expect, it } from 'vitest';
import { markPopupsClosed, popupsToShow, viewerTypeOf } from './popup-flags';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

const popups = [{ id: '13' }, { id: '14' }];
const state = { isLogin: true, isAgent: false, isTrial: false, firstTimeLogin: false };

describe('announcement popup flags', () => {
  it('tells the user types apart', () => {
    expect(viewerTypeOf({ ...state, isLogin: false })).toBe('guest');
    expect(viewerTypeOf({ ...state, isTrial: true })).toBe('trial');
    expect(viewerTypeOf({ ...state, isAgent: true })).toBe('agent');
    expect(viewerTypeOf(state)).toBe('member');
  });

  it('skips closed popups for that user type only', () => {
    const storage = memoryStorage();
    expect(popupsToShow(popups, 'guest', storage)).toEqual(popups);
    markPopupsClosed(['13', '14'], 'guest', storage);
    expect(popupsToShow(popups, 'guest', storage)).toEqual([]);
    expect(popupsToShow(popups, 'member', storage)).toEqual(popups);
  });

  it('still shows a popup published after the flag was set', () => {
    const storage = memoryStorage();
    markPopupsClosed(['13'], 'member', storage);
    expect(popupsToShow(popups, 'member', storage)).toEqual([{ id: '14' }]);
  });

  it('survives a broken flag', () => {
    const storage = memoryStorage();
    storage.setItem('announcementClosed', '{not json');
    expect(popupsToShow(popups, 'guest', storage)).toEqual(popups);
  });
});
