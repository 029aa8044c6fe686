import type { WalletEventPayload } from '@app/contracts';

/** The PostgreSQL channel every server copy listens on. */
export const NOTIFY_CHANNEL = 'member_events';

export interface MemberEvent {
  memberId: string;
  event: WalletEventPayload;
}

export type MemberEventHandler = (message: MemberEvent) => void;

/**
 * Receives the member events published by any server copy (NOTIFY, sent by `publishEvents` after the
 * change committed).
 */
export interface NotificationBus {
  /** Resolves once this copy listens (events published before are not heard). */
  ready(): Promise<void>;
  subscribe(handler: MemberEventHandler): () => void;
  close(): Promise<void>;
}

export interface BusLogger {
  warn(message: string): void;
}

/** Parses a NOTIFY payload; anything malformed is dropped. */
export function parseMemberEvent(payload: string): MemberEvent | null {
  try {
    const parsed = JSON.parse(payload) as { m?: unknown; e?: unknown };
    if (typeof parsed.m !== 'string' || typeof parsed.e !== 'object' || parsed.e === null) return null;
    return { memberId: parsed.m, event: parsed.e as WalletEventPayload };
  } catch {
    return null;
  }
}

export function encodeMemberEvent(message: MemberEvent): string {
  return JSON.stringify({ m: message.memberId, e: message.event });
}

/** A fan-out list of handlers, shared by both implementations. */
export function createHandlerSet() {
  const handlers = new Set<MemberEventHandler>();
  return {
    add(handler: MemberEventHandler): () => void {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    dispatch(payload: string): void {
      const message = parseMemberEvent(payload);
      if (message) for (const handler of handlers) handler(message);
    },
  };
}
