import { chatVisitorHeader } from '@app/contracts';
import { getLoginState } from '../../../lib/session';

const KEY = 'chatVisitorKey';

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

/**
 * A visitor's chat key: random, kept in this browser, so the visitor finds its conversation again
 * after a reload (it is the visitor's only credential; a logged-in member chats as its account).
 */
export function visitorKey(): string {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept) return kept;
    const created = newKey();
    localStorage.setItem(KEY, created);
    return created;
  } catch {
    return newKey();
  }
}

/** Chatting as a visitor: nobody, or a trial account (the live socket takes real accounts only). */
export function chatsAsVisitor(): boolean {
  const { isLogin, isTrial } = getLoginState();
  return !isLogin || isTrial;
}

/** The request headers of a guest call: the visitor's key when chatting as a visitor. */
export function guestHeaders(): Record<string, string> {
  return chatsAsVisitor() ? { [chatVisitorHeader]: visitorKey() } : {};
}
