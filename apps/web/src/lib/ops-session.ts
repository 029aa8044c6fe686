import type { StaffProfile } from '@app/contracts';
import { useSyncExternalStore } from 'react';

// The operator console's own session (shared by console pages of every feature): a staff token kept apart from the player site's (sessionStorage, so it
// ends with the tab), with the staff member's profile.

const TOKEN_KEY = 'ops_token';
const PROFILE_KEY = 'ops_profile';

export interface OpsSession {
  token: string;
  staff: StaffProfile;
}

const listeners = new Set<() => void>();
let current: OpsSession | null = read();

function read(): OpsSession | null {
  try {
    const token = sessionStorage.getItem(TOKEN_KEY);
    const profile = sessionStorage.getItem(PROFILE_KEY);
    return token && profile ? { token, staff: JSON.parse(profile) as StaffProfile } : null;
  } catch {
    return null;
  }
}

function publish(next: OpsSession | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function startOpsSession(session: OpsSession): void {
  sessionStorage.setItem(TOKEN_KEY, session.token);
  sessionStorage.setItem(PROFILE_KEY, JSON.stringify(session.staff));
  publish(session);
}

export function endOpsSession(): void {
  sessionStorage.removeItem(TOKEN_KEY);
  sessionStorage.removeItem(PROFILE_KEY);
  publish(null);
}

export const opsToken = (): string | null => current?.token ?? null;

export function useOpsSession(): OpsSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
