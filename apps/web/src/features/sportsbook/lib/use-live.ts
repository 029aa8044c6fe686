import { sportsbookPaths, type SbFixtureDetail } from '@app/sportsbook-provider/client-api';
import { useEffect, useRef } from 'react';

const RECONNECT_MS = 3_000;

/**
 * Listens to the book's live socket for the fixtures of a product (or one fixture) and hands every
 * changed fixture to `onFixture`; reconnects after a drop.
 */
export function useLiveFixtures(
  subscription: { product?: string; fixtureId?: string },
  onFixture: (fixture: SbFixtureDetail) => void,
): void {
  const handler = useRef(onFixture);
  useEffect(() => {
    handler.current = onFixture;
  });
  const { product, fixtureId } = subscription;
  useEffect(() => {
    let socket: WebSocket | null = null;
    let timer: number | undefined;
    let closed = false;
    const connect = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}${sportsbookPaths.live}`);
      socket.onopen = () => socket?.send(JSON.stringify({ type: 'subscribe', product, fixtureId }));
      socket.onmessage = (event: MessageEvent<string>) => {
        try {
          const frame = JSON.parse(event.data) as { type?: string; fixture?: SbFixtureDetail };
          if (frame.type === 'fixture' && frame.fixture) handler.current(frame.fixture);
        } catch {
          // Not a frame of ours.
        }
      };
      socket.onclose = () => {
        if (!closed) timer = window.setTimeout(connect, RECONNECT_MS);
      };
    };
    connect();
    return () => {
      closed = true;
      window.clearTimeout(timer);
      socket?.close();
    };
  }, [product, fixtureId]);
}
