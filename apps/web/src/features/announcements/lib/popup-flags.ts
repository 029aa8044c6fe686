import type { LoginState } from '../../../lib/session';

/**
 * Spec section 4: closing the announcement popup sets a flag per user type, so the popup is skipped
 * next time. The flag remembers which popups were closed (localStorage `announcementClosed`), so a
 * popup the operator publishes later still shows once.
 */
export const CLOSED_STORAGE_KEY = 'announcementClosed';

export type ViewerType = 'guest' | 'trial' | 'member' | 'agent';

export function viewerTypeOf(state: LoginState): ViewerType {
  if (!state.isLogin) return 'guest';
  if (state.isTrial) return 'trial';
  return state.isAgent ? 'agent' : 'member';
}

type ClosedFlags = Partial<Record<ViewerType, string[]>>;

function readFlags(storage: Storage | undefined): ClosedFlags {
  try {
    const value: unknown = JSON.parse(storage?.getItem(CLOSED_STORAGE_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(
      Object.entries(value).map(([viewer, ids]) => [
        viewer,
        Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [],
      ]),
    );
  } catch {
    return {};
  }
}

const localStore = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

/**
 * The popups to show: those this user type has not closed before. Which executions a viewer gets
 * (B visitors; A and F logged in; only F on the first-time login) the server decides.
 */
export function popupsToShow<T extends { id: string }>(
  popups: readonly T[],
  viewer: ViewerType,
  storage = localStore(),
): T[] {
  const closed = new Set(readFlags(storage)[viewer] ?? []);
  return popups.filter((popup) => !closed.has(popup.id));
}

/** The viewer closed these popups: skip them for this user type from now on. */
export function markPopupsClosed(ids: readonly string[], viewer: ViewerType, storage = localStore()): void {
  if (!storage) return;
  const flags = readFlags(storage);
  flags[viewer] = [...new Set([...(flags[viewer] ?? []), ...ids])].slice(-100);
  try {
    storage.setItem(CLOSED_STORAGE_KEY, JSON.stringify(flags));
  } catch {
    // storage full or unavailable: the popup may show again
  }
}
