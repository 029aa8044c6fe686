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

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

function toMemberEvent(item: unknown): MemberEvent | null {
  const { m, e } = (item ?? {}) as { m?: unknown; e?: unknown };
  if (typeof m !== 'string' || typeof e !== 'object' || e === null) return null;
  return { memberId: m, event: e as WalletEventPayload };
}

/** Parses a NOTIFY payload (a JSON array of events); anything malformed is dropped. */
export function parseMemberEvents(payload: string): MemberEvent[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    return (Array.isArray(parsed) ? parsed : []).flatMap((item) => toMemberEvent(item) ?? []);
  } catch {
    return [];
  }
}

export function encodeMemberEvent(message: MemberEvent): string {
  return JSON.stringify({ m: message.memberId, e: message.event });
}

/**
 * Packs encoded events into as few NOTIFY payloads as fit: each notification costs the database and
 * every listening copy the same whether it carries one event or fifty.
 */
export function packPayloads(encoded: readonly string[]): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let bytes = 2;
  for (const item of encoded) {
    const size = Buffer.byteLength(item) + 1;
    if (current.length > 0 && bytes + size > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${current.join(',')}]`);
      current = [];
      bytes = 2;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length > 0) payloads.push(`[${current.join(',')}]`);
  return payloads;
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
      for (const message of parseMemberEvents(payload)) {
        for (const handler of handlers) handler(message);
      }
    },
  };
}
