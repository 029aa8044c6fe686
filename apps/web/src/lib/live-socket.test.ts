import { describe, expect, it, vi } from 'vitest';
import { connectMemberSocket, socketUrl, type SocketLike } from './live-socket';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // What the server does:
  accept() {
    this.readyState = 1;
    this.onopen?.({});
  }
  push(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

function setup() {
  vi.useFakeTimers();
  const sockets: FakeSocket[] = [];
  const events: unknown[] = [];
  const ready: boolean[] = [];
  const client = connectMemberSocket({
    url: 'ws://site/ws',
    token: 'tok',
    onEvent: (event) => events.push(event),
    onReady: (reconnected) => ready.push(reconnected),
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    random: () => 1,
  });
  const last = () => sockets.at(-1) as FakeSocket;
  return { client, sockets, events, ready, last };
}

describe('member socket', () => {
  it('authenticates with the token and hands on events', () => {
    const { last, events, ready } = setup();
    last().accept();
    expect(last().sent).toEqual([JSON.stringify({ type: 'auth', token: 'tok' })]);
    last().push({ type: 'ready', memberId: '7' });
    last().push({ type: 'balance.changed', balance: '10.00', at: 'x' });
    last().push({ type: 'pong' });
    last().push({ type: 'something.else' });
    expect(ready).toEqual([false]);
    expect(events).toEqual([{ type: 'balance.changed', balance: '10.00', at: 'x' }]);
    vi.useRealTimers();
  });

  it('reconnects with growing delays and says it reconnected', () => {
    const { sockets, last, ready } = setup();
    last().accept();
    last().push({ type: 'ready', memberId: '7' });
    last().drop(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop(1006);
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().accept();
    last().push({ type: 'ready', memberId: '7' });
    expect(ready).toEqual([false, true]);
    // Backoff starts over after a good connection.
    last().drop(1001);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(4);
    vi.useRealTimers();
  });

  it('stops for a refused token or a trial account, and on close', () => {
    const first = setup();
    first.last().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(first.sockets).toHaveLength(1);
    vi.useRealTimers();

    const second = setup();
    second.last().accept();
    second.client.close();
    expect(second.last().closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(second.sockets).toHaveLength(1);
    vi.useRealTimers();
  });

  it('closes a link that stops answering pings, then reconnects', () => {
    const { sockets, last } = setup();
    last().accept();
    last().push({ type: 'ready', memberId: '7' });
    vi.advanceTimersByTime(25_000);
    expect(last().sent.at(-1)).toBe(JSON.stringify({ type: 'ping' }));
    vi.advanceTimersByTime(25_000);
    expect(last().closedWith).toBe(4000);
    last().drop(4000);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    vi.useRealTimers();
  });

  it('builds the address from the page', () => {
    expect(socketUrl({ protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/ws');
    expect(socketUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/ws');
  });
});
