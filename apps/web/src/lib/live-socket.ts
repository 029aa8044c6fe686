import { memberEventsSocketEndpoint, SocketCloseCode, type WalletEventPayload } from '@app/contracts';

/** The parts of the browser WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketState = 'connecting' | 'open' | 'waiting' | 'stopped';

export interface MemberSocketOptions {
  url: string;
  /** The session token; or, for a visitor without an account, its live support chat key instead. */
  token: string;
  visitorKey?: string;
  /** The event types handed on (default: the wallet's and the inbox's). */
  eventTypes?: ReadonlySet<string>;
  onEvent: (event: WalletEventPayload) => void;
  /** After each successful (re)authentication: anything sent while away was missed, so refresh. */
  onReady?: (reconnected: boolean) => void;
  onState?: (state: SocketState) => void;
  createSocket?: (url: string) => SocketLike;
  /** Reconnect delays: first, cap, and the ping interval that detects a dead connection. */
  minDelayMs?: number;
  maxDelayMs?: number;
  pingMs?: number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface MemberSocket {
  /** Stops for good (logout): closes the socket and never reconnects. */
  close(): void;
  /** Reconnects now instead of waiting out the backoff (the browser came back online). */
  wake(): void;
}

const OPEN = 1;
const memberEventTypes: ReadonlySet<string> = new Set([
  'balance.changed',
  'deposit.credited',
  'deposit.failed',
  'withdrawal.approved',
  'withdrawal.rejected',
  'message.new',
]);

function parseFrame(data: unknown): { type: string } | null {
  if (typeof data !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(data);
    return typeof frame === 'object' &&
      frame !== null &&
      typeof (frame as { type?: unknown }).type === 'string'
      ? (frame as { type: string })
      : null;
  } catch {
    return null;
  }
}

/**
 * The member's live notifications over WebSocket /ws (or a visitor's live support chat): authenticates
 * with the session token ({ type: 'auth', token }) or names the visitor's key ({ type: 'visitor', key }), hands each event on, pings to notice a dead link, and reconnects by
 * itself with exponential backoff and jitter. A refused token (4401) or a trial account (4403) stops
 * it: reconnecting with that token cannot succeed.
 */
export function connectMemberSocket(options: MemberSocketOptions): MemberSocket {
  const {
    url,
    token,
    visitorKey,
    eventTypes = memberEventTypes,
    onEvent,
    onReady,
    onState,
    createSocket = (address) => new WebSocket(address) as unknown as SocketLike,
    minDelayMs = 1_000,
    maxDelayMs = 30_000,
    pingMs = 25_000,
    random = Math.random,
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;

  let socket: SocketLike | null = null;
  let stopped = false;
  let attempt = 0;
  let everReady = false;
  let retryTimer: unknown = null;
  let pingTimer: unknown = null;
  let awaitingPong = false;

  const setState = (state: SocketState) => onState?.(state);

  const clearTimers = () => {
    if (retryTimer !== null) clearTimer(retryTimer);
    if (pingTimer !== null) clearTimer(pingTimer);
    retryTimer = null;
    pingTimer = null;
  };

  const schedulePing = () => {
    pingTimer = setTimer(() => {
      pingTimer = null;
      if (!socket || socket.readyState !== OPEN) return;
      if (awaitingPong) {
        // No answer to the last ping: the link is dead even if the browser has not noticed.
        socket.close(4000, 'No pong');
        return;
      }
      awaitingPong = true;
      socket.send(JSON.stringify({ type: 'ping' }));
      schedulePing();
    }, pingMs);
  };

  const scheduleReconnect = () => {
    if (stopped) return;
    const base = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
    const delay = Math.round(base / 2 + (random() * base) / 2);
    attempt += 1;
    setState('waiting');
    retryTimer = setTimer(() => {
      retryTimer = null;
      open();
    }, delay);
  };

  function open() {
    if (stopped) return;
    setState('connecting');
    let current: SocketLike;
    try {
      current = createSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket = current;
    awaitingPong = false;
    current.onopen = () =>
      current.send(
        JSON.stringify(visitorKey ? { type: 'visitor', key: visitorKey } : { type: 'auth', token }),
      );
    current.onmessage = ({ data }) => {
      const frame = parseFrame(data);
      if (!frame) return;
      awaitingPong = false;
      if (frame.type === 'ready') {
        const reconnected = everReady;
        everReady = true;
        attempt = 0;
        setState('open');
        if (pingTimer === null) schedulePing();
        onReady?.(reconnected);
      } else if (eventTypes.has(frame.type)) {
        onEvent(frame as WalletEventPayload);
      }
    };
    current.onerror = () => undefined;
    current.onclose = ({ code }) => {
      if (socket !== current) return;
      socket = null;
      clearTimers();
      if (code === SocketCloseCode.notLoggedIn || code === SocketCloseCode.trialAccount) {
        stopped = true;
        setState('stopped');
        return;
      }
      scheduleReconnect();
    };
  }

  open();

  return {
    close() {
      stopped = true;
      clearTimers();
      const current = socket;
      socket = null;
      if (current) {
        current.onclose = null;
        current.onmessage = null;
        current.close(1000, 'Logged out');
      }
      setState('stopped');
    },
    wake() {
      if (stopped || socket) return;
      clearTimers();
      attempt = 0;
      open();
    },
  };
}

/** ws(s)://<this host>/ws, the live notifications socket */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${memberEventsSocketEndpoint.path}`;
}
