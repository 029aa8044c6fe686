import { useSyncExternalStore } from 'react';
import type { SiteModalKind } from './route-handle';

/**
 * A popup asked for from outside the site layout: a route guard (the trial notice when a trial
 * account opens the member center) or an expired session (the login popup). The site layout opens
 * it once the navigation in progress has settled, then takes it off here.
 */
let requested: SiteModalKind | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function requestSiteModal(kind: SiteModalKind): void {
  requested = kind;
  emit();
}

export function clearRequestedModal(): void {
  if (requested === null) return;
  requested = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getRequested = () => requested;

export function useRequestedModal(): SiteModalKind | null {
  return useSyncExternalStore(subscribe, getRequested, getRequested);
}
