import {
  getMemberInfoEndpoint,
  logoutEndpoint,
  setMemberLanguageEndpoint,
  type MemberInfo,
} from '@app/contracts';
import { ApiError } from './api-error';
import { callEndpoint } from './endpoint-client';
import { clearSession, getToken, updateMember } from './session';

/** The logged-in account (token), trial accounts too. */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return callEndpoint(getMemberInfoEndpoint, {}, { signal });
}

/**
 * Start-up with a token (stored or from the URL): refresh the member info. A token the server does
 * not know any more ends the session; other failures keep it (a network hiccup is not a logout).
 */
export async function refreshMemberInfo(): Promise<void> {
  if (!getToken()) return;
  try {
    updateMember(await getMemberInfo());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearSession();
  }
}

/** The language the member chose, kept on the account (token). */
export async function saveMemberLanguage(language: string): Promise<void> {
  if (!getToken()) return;
  updateMember(await callEndpoint(setMemberLanguageEndpoint, { body: { language } }));
}

/**
 * Logs out on the server (token), then the session is cleared whatever the answer (a session
 * the server already ended is still a logout here).
 */
export async function logout(): Promise<void> {
  try {
    if (getToken()) await callEndpoint(logoutEndpoint);
  } catch {
    // already ended on the server, or unreachable: the local session ends anyway
  } finally {
    clearSession();
  }
}
