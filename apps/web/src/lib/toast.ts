import { useSyncExternalStore } from 'react';

/** A short message shown at the bottom of the page (a failed favourite toggle, ...). */
export interface Toast {
  id: number;
  text: string;
}

let current: Toast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(text: string): void {
  current = { id: nextId++, text };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export function useToast(): Toast | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => current,
  );
}
