import type { PermissionInfo, SystemStatusCode, SystemStatusValue } from '@app/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { isHomeLocation, prefetchHomeData } from '../features/lobby/api/prefetch-home';
import { permissionQueryOptions } from '../features/system/api/get-permission';
import { systemStatusQueryOptions } from '../features/system/api/get-system-status';
import { getStoredLanguage, startLanguage } from '../lib/i18n';
import { resolveLanguage } from '../lib/language';
import { adoptUrlToken, getLoginState } from '../lib/session';
import { refreshMemberInfo } from '../lib/session-api';
import type { SiteConfig } from '../lib/site-config';
import { prefetchMemberChunks } from './layouts/member-chunks';
import { getRouter } from './router';
import { isOpsConsolePath } from './site-pages';

/**
 * The site start the server wrote into the page (status and permission info, as their endpoints answer
 * them), taken once: a later start-up (after a language change, say) asks the server again.
 */
function readWrittenSiteStart(): { status: SystemStatusValue; permission: PermissionInfo } | null {
  const element = document.getElementById('site-start');
  if (!element?.textContent) return null;
  element.remove();
  try {
    const value = JSON.parse(element.textContent) as Partial<{
      status: SystemStatusValue;
      permission: PermissionInfo;
    }>;
    return value.status && value.permission ? { status: value.status, permission: value.permission } : null;
  } catch {
    return null;
  }
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up: the system status and the permission info together (and, with a session, the member
 * info, so guarded routes decide on fresh data), then the language they decide (stored choice if
 * still offered, else the site default) is loaded before the site shows.
 */
export async function startSite(queryClient: QueryClient): Promise<SiteConfig> {
  adoptUrlToken();
  const written = readWrittenSiteStart();
  if (written) {
    queryClient.setQueryData(systemStatusQueryOptions().queryKey, written.status);
    queryClient.setQueryData(permissionQueryOptions().queryKey, written.permission);
  }
  const [status, permission] = await Promise.all([
    queryClient.fetchQuery(systemStatusQueryOptions()),
    queryClient.fetchQuery(permissionQueryOptions()),
    refreshMemberInfo(),
  ]);
  const { languages, defaultLanguage } = permission.resources;
  const language = resolveLanguage(getStoredLanguage(), languages, defaultLanguage);
  if (rootPageOf(status.status) === 'site') {
    // The answers above come from the page itself, so this would all run in the task that asked for
    // them: each step gets a task of its own instead (one long task on a phone).
    await nextTask();
    if (isHomeLocation(window.location)) prefetchHomeData(queryClient, language);
    await nextTask();
    // Made here rather than inside the first render: it starts loading the first page's code while
    // the language loads.
    getRouter();
    const { isLogin, isTrial } = getLoginState();
    if (isLogin && !isTrial) prefetchMemberChunks();
  }
  await startLanguage(language);
  return { status, permission };
}

export const startSiteQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: ['site-start'],
    queryFn: () => startSite(queryClient),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export type RootPage = 'site' | 'maintenance' | 'blocked';

/** Which root page the status decides (maintenance wins over region restriction). */
export function rootPageFor(status: SystemStatusCode): RootPage {
  const pages: Record<SystemStatusCode, RootPage> = { 0: 'site', 1: 'maintenance', 2: 'blocked' };
  return pages[status];
}

/** The root page of this address: staff keep their console during maintenance and from restricted regions. */
export const rootPageOf = (status: SystemStatusCode): RootPage =>
  isOpsConsolePath(window.location.pathname) ? 'site' : rootPageFor(status);
