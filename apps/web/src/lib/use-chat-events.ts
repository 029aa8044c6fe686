import type { WalletEventPayload } from '@app/contracts';
import { useEffect, useEffectEvent } from 'react';
import { connectMemberSocket, socketUrl } from './live-socket';

export type ChatEvent = Extract<WalletEventPayload, { type: `chat.${string}` }>;
const chatEventTypes: ReadonlySet<string> = new Set(['chat.message', 'chat.typing', 'chat.status']);

/**
 * Live chat events over WebSocket /ws while mounted: as the account (token), or as the visitor
 * (its key). After a reconnect `onReconnected` reads the state again (events meanwhile were lost).
 */
export function useChatEvents(
  identity: { token: string } | { visitorKey: string },
  onEvent: (event: ChatEvent) => void,
  onReconnected: () => void,
): void {
  const handle = useEffectEvent(onEvent);
  const reconnected = useEffectEvent(onReconnected);
  const token = 'token' in identity ? identity.token : '';
  const visitorKey = 'visitorKey' in identity ? identity.visitorKey : undefined;
  useEffect(() => {
    const socket = connectMemberSocket({
      url: socketUrl(window.location),
      token,
      ...(visitorKey ? { visitorKey } : {}),
      eventTypes: chatEventTypes,
      onEvent: (event) => handle(event as ChatEvent),
      onReady: (again) => {
        if (again) reconnected();
      },
    });
    const wake = () => socket.wake();
    window.addEventListener('online', wake);
    return () => {
      window.removeEventListener('online', wake);
      socket.close();
    };
  }, [token, visitorKey]);
}
