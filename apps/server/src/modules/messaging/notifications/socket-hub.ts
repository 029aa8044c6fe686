import type { WalletEventPayload } from '@app/contracts';

/** The part of a socket the hub needs. */
export interface MemberSocket {
  send(data: string): void;
}

/** Open sockets of this server copy, by member; events from the bus go to the member's sockets here. */
export function createSocketHub() {
  const sockets = new Map<string, Set<MemberSocket>>();
  return {
    add(memberId: string, socket: MemberSocket): () => void {
      const set = sockets.get(memberId) ?? new Set<MemberSocket>();
      set.add(socket);
      sockets.set(memberId, set);
      return () => {
        set.delete(socket);
        if (set.size === 0 && sockets.get(memberId) === set) sockets.delete(memberId);
      };
    },
    deliver(memberId: string, event: WalletEventPayload): void {
      const frame = JSON.stringify(event);
      for (const socket of sockets.get(memberId) ?? []) socket.send(frame);
    },
    get size(): number {
      let count = 0;
      for (const set of sockets.values()) count += set.size;
      return count;
    },
  };
}
export type SocketHub = ReturnType<typeof createSocketHub>;
