import type { MemberInfo } from '@app/contracts';
import { apiGet, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { clearSession, getToken, updateMember } from './session';

/** GET /wps/member/info (token): the logged-in account, trial accounts too. */
export function getMemberInfo(signal?: AbortSignal): Promise<MemberInfo> {
  return apiGet<MemberInfo>('/wps/member/info', undefined, signal);
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

/** POST /wps/member/info/language (token): the language the member chose, kept on the account. */
export async function saveMemberLanguage(language: string): Promise<void> {
  if (!getToken()) return;
  updateMember(
    await apiRequest<MemberInfo>('/wps/member/info/language', { method: 'POST', body: { language } }),
  );
}

/**
 * DELETE /wps/session/logout (token), then the session is cleared whatever the answer (a session
 * the server already ended is still a logout here).
 */
export async function logout(): Promise<void> {
  try {
    if (getToken()) await apiRequest<null>('/wps/session/logout', { method: 'DELETE' });
  } catch {
    // already ended on the server, or unreachable: the local session ends anyway
  } finally {
    clearSession();
  }
}
