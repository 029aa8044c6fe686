import type { WalletEventPayload } from '@app/contracts';

type Listener = (event: WalletEventPayload) => void;
const listeners = new Set<Listener>();

/**
 * Events the server pushes to the logged-in member over WebSocket /ws (new message, deposit credited
 * or failed, withdrawal approved or rejected, balance changed). The wallet's socket client publishes
 * them here; any feature can listen (the inbox refreshes its unread count on 'message.new') without
 * importing the wallet.
 */
export function subscribeMemberEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishMemberEvent(event: WalletEventPayload): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch (error) {
      console.error('member event listener failed', error);
    }
  }
}
