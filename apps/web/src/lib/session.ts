import type { MemberInfo, SessionValue } from '@app/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The visitor's session (spec sections 3 and 4): logged in when a token is in session storage (it may
 * also arrive in the URL query `token`). The member info and the login flags are kept beside it, so a
 * reload shows the header and decides the guarded routes at once; start-up refreshes the member info.
 */
export interface LoginState {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
}

export interface Session {
  token: string | null;
  member: MemberInfo | null;
  /** Default or expired password: the change-password modal blocks the site until it is changed. */
  mustChangePassword: boolean;
  loginState: LoginState;
}

export const TOKEN_KEY = 'token';
const MEMBER_KEY = 'member';
const FLAGS_KEY = 'loginFlags';
/** Logging out clears session storage except these (spec: "keeping only merchant values"). */
export const KEPT_ON_LOGOUT: readonly string[] = ['merchant', 'merchantCode'];

interface LoginFlags {
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readJson<T>(key: string): T | null {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // storage full or unavailable: the session lasts for this page only
  }
}

function isMemberInfo(value: unknown): value is MemberInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MemberInfo).account === 'string' &&
    typeof (value as MemberInfo).isAgent === 'boolean'
  );
}

function build(token: string | null, member: MemberInfo | null, flags: LoginFlags | null): Session {
  const isLogin = token !== null;
  return {
    token,
    member: isLogin ? member : null,
    mustChangePassword: isLogin && (flags?.mustChangePassword ?? false),
    loginState: {
      isLogin,
      isAgent: isLogin && (member?.isAgent ?? false),
      isTrial: isLogin && (member?.isTrial ?? false),
      firstTimeLogin: isLogin && (flags?.firstTimeLogin ?? member?.firstTimeLogin ?? false),
    },
  };
}

function readStored(): Session {
  const token = storage()?.getItem(TOKEN_KEY) || null;
  const member = readJson<unknown>(MEMBER_KEY);
  return build(token, isMemberInfo(member) ? member : null, readJson<LoginFlags>(FLAGS_KEY));
}

let current: Session = readStored();
const listeners = new Set<() => void>();

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return current;
}

export function getLoginState(): LoginState {
  return current.loginState;
}

export function getToken(): string | null {
  return current.token;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useLoginState(): LoginState {
  return useSession().loginState;
}

/** A login answer (login, registration, password change or reset, free play): the new session. */
export function startSession(value: SessionValue): void {
  const flags: LoginFlags = {
    firstTimeLogin: value.firstTimeLogin,
    mustChangePassword: value.mustChangePassword,
  };
  write(TOKEN_KEY, value.token);
  write(MEMBER_KEY, JSON.stringify(value.member));
  write(FLAGS_KEY, JSON.stringify(flags));
  publish(build(value.token, value.member, flags));
}

/** Fresh member info for the current session (start-up refresh, language or profile change). */
export function updateMember(member: MemberInfo): void {
  if (!current.token) return;
  write(MEMBER_KEY, JSON.stringify(member));
  publish(build(current.token, member, { ...readFlags(), firstTimeLogin: member.firstTimeLogin }));
}

function readFlags(): LoginFlags {
  return readJson<LoginFlags>(FLAGS_KEY) ?? { firstTimeLogin: false, mustChangePassword: false };
}

/** Ends the session in this tab: clears session storage except the merchant values. */
export function clearSession(): void {
  const store = storage();
  if (store) {
    const kept = KEPT_ON_LOGOUT.flatMap((key) => {
      const value = store.getItem(key);
      return value === null ? [] : [[key, value] as const];
    });
    try {
      store.clear();
      for (const [key, value] of kept) store.setItem(key, value);
    } catch {
      // unavailable storage: nothing to clear
    }
  }
  if (current.token !== null) publish(build(null, null, null));
}

/**
 * A token handed over in the URL (`?token=...`, e.g. from an app or another domain) becomes the
 * session, and is taken out of the address bar so it is not bookmarked or shared. Answers whether
 * one was found. Call before the router reads the location.
 */
export function adoptUrlToken(): boolean {
  if (typeof window === 'undefined') return false;
  const url = new URL(window.location.href);
  const token = url.searchParams.get(TOKEN_KEY)?.trim();
  if (!token) return false;
  url.searchParams.delete(TOKEN_KEY);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (token !== current.token) {
    clearSession();
    write(TOKEN_KEY, token);
    publish(build(token, null, null));
  }
  return true;
}
