import { useState } from 'react';

/** A random v4 UUID; crypto.randomUUID where the page is secure, else built from getRandomValues. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface RequestKeys {
  /**
   * The idempotency key (requestId) of a submission: a fresh one for new content, the same one while
   * the same content is sent again (a retry after a timeout or a refused password), so the server
   * never moves the money twice.
   */
  keyFor(content: unknown): string;
  /** The submission went through: the next one is a new request. */
  done(): void;
}

export function createRequestKeys(): RequestKeys {
  let last: { content: string; id: string } | null = null;
  return {
    keyFor(content) {
      const text = JSON.stringify(content);
      if (last?.content !== text) last = { content: text, id: newRequestId() };
      return last.id;
    },
    done() {
      last = null;
    },
  };
}

/** Request keys for one form, kept for as long as the form is shown. */
export function useRequestKeys(): RequestKeys {
  return useState(createRequestKeys)[0];
}
