import type { MemberInfo, SessionValue } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const member = (overrides: Partial<MemberInfo> = {}): MemberInfo => ({
  id: '7',
  account: 'rahim',
  username: 'rahim',
  nickname: 'Rahim',
  type: 0,
  isAgent: false,
  isTrial: false,
  avatarId: null,
  avatarUrl: null,
  language: null,
  referralCode: 'ABC',
  mobile: null,
  email: null,
  hasPassword: true,
  firstTimeLogin: false,
  ...overrides,
});

const loginValue = (overrides: Partial<SessionValue> = {}): SessionValue => ({
  status: 'LOGGED_IN',
  token: 'tok-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  idleTimeoutSeconds: 7200,
  firstTimeLogin: true,
  passwordExpired: false,
  mustChangePassword: false,
  captcha: false,
  member: member(),
  ...overrides,
});

let storage: MemoryStorage;

async function loadSession() {
  vi.resetModules();
  return import('./session');
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('is a guest without a token', async () => {
    const session = await loadSession();
    expect(session.getLoginState()).toEqual({
      isLogin: false,
      isAgent: false,
      isTrial: false,
      firstTimeLogin: false,
    });
  });

  it('keeps a login in session storage and tells agents and trial accounts apart', async () => {
    const session = await loadSession();
    const seen: string[] = [];
    session.subscribeSession(() => seen.push(session.getToken() ?? 'none'));
    session.startSession(loginValue({ member: member({ isAgent: true, type: 1 }) }));
    expect(storage.getItem('token')).toBe('tok-1');
    expect(session.getLoginState()).toEqual({
      isLogin: true,
      isAgent: true,
      isTrial: false,
      firstTimeLogin: true,
    });
    expect(seen).toEqual(['tok-1']);

    // A reload reads it back.
    const reloaded = await loadSession();
    expect(reloaded.getLoginState().isAgent).toBe(true);
    expect(reloaded.getSession().member?.account).toBe('rahim');

    reloaded.startSession(loginValue({ token: 'tok-2', member: member({ isTrial: true, type: 4 }) }));
    expect(reloaded.getLoginState()).toMatchObject({ isLogin: true, isTrial: true, isAgent: false });
  });

  it('remembers a forced password change until a new login answer clears it', async () => {
    const session = await loadSession();
    session.startSession(loginValue({ mustChangePassword: true }));
    expect((await loadSession()).getSession().mustChangePassword).toBe(true);
    const again = await loadSession();
    again.startSession(loginValue({ token: 'tok-3', mustChangePassword: false }));
    expect(again.getSession().mustChangePassword).toBe(false);
  });

  it('clears session storage on logout except the merchant values', async () => {
    storage.setItem('merchant', 'm1');
    storage.setItem('merchantCode', 'TP');
    storage.setItem('hotGames', '[]');
    const session = await loadSession();
    session.startSession(loginValue());
    session.clearSession();
    expect(session.getLoginState().isLogin).toBe(false);
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('hotGames')).toBeNull();
    expect(storage.getItem('merchant')).toBe('m1');
    expect(storage.getItem('merchantCode')).toBe('TP');
  });

  it('takes a token from the URL query and removes it from the address', async () => {
    const replaceState = vi.fn();
    vi.stubGlobal('window', {
      location: { href: 'https://site.test/lottery?gameCode=X&token=url-token#top' },
      history: { state: null, replaceState },
    });
    const session = await loadSession();
    expect(session.adoptUrlToken()).toBe(true);
    expect(session.getToken()).toBe('url-token');
    expect(session.getLoginState().isLogin).toBe(true);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/lottery?gameCode=X#top');
  });
});
