import { getGameListEndpoint, launchGameEndpoint, type GameType } from '@app/contracts';
import {
  sportsbookPaths,
  type SbBet,
  type SbBetList,
  type SbCashoutRequest,
  type SbCockfight,
  type SbErrorValue,
  type SbFixtureDetail,
  type SbFixtureList,
  type SbFixtureQuery,
  type SbPlaceBetRequest,
  type SbSession,
} from '@app/sportsbook-provider/client-api';
import { callEndpoint } from '../../../lib/endpoint-client';
import { getToken } from '../../../lib/session';

export type Product = 'sports' | 'esports' | 'cockfight';
export const gameTypeOf: Record<Product, GameType> = {
  sports: 'SPORTS',
  esports: 'ESPORTS',
  cockfight: 'COCKFIGHT',
};

/** A refusal of the sportsbook: its HTTP status and value (key, current odds, current cash-out quote). */
export class SbApiError extends Error {
  constructor(
    readonly status: number,
    readonly value: SbErrorValue | null,
    message: string,
  ) {
    super(message);
  }
}

interface SbRequest {
  method?: 'GET' | 'POST';
  body?: unknown;
  bearer?: string;
  params?: Record<string, string | undefined>;
  signal?: AbortSignal | undefined;
}

/** A call of the sportsbook's player API (its own envelope and refusals, its own session token). */
async function sbRequest<T>(path: string, request: SbRequest = {}): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.params ?? {}))
    if (value !== undefined) search.set(key, value);
  const query = search.size > 0 ? `?${search.toString()}` : '';
  const response = await fetch(`${path}${query}`, {
    method: request.method ?? 'GET',
    headers: {
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(request.bearer ? { authorization: `Bearer ${request.bearer}` } : {}),
    },
    body: request.body === undefined ? null : JSON.stringify(request.body),
    signal: request.signal ?? null,
  });
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    value?: unknown;
    message?: string;
  } | null;
  if (response.ok && envelope?.success) return envelope.value as T;
  throw new SbApiError(
    response.status,
    (envelope?.value as SbErrorValue | null) ?? null,
    envelope?.message ?? 'Error',
  );
}

export const fetchFixtures = (query: SbFixtureQuery, signal?: AbortSignal) =>
  sbRequest<SbFixtureList>(sportsbookPaths.fixtures, {
    params: { product: query.product, sport: query.sport, when: query.when },
    signal,
  });

export const fetchFixture = (id: string, signal?: AbortSignal) =>
  sbRequest<SbFixtureDetail>(sportsbookPaths.fixture(id), { signal });

export const fetchCockfight = (signal?: AbortSignal) =>
  sbRequest<SbCockfight>(sportsbookPaths.cockfight, { signal });

const sessionKey = (product: Product) => `sbSession:${product}:${(getToken() ?? '').slice(-16)}`;

/** The first game of the product's type in the catalog (IBC for sports): the launch flow opens the book with it. */
async function bookGame(product: Product): Promise<string> {
  const list = await callEndpoint(getGameListEndpoint, {
    query: { gameType: gameTypeOf[product], pageSize: 1 },
  });
  const game = list.games[0];
  if (!game) throw new SbApiError(400, { key: 'game_unavailable' }, 'This product is not available');
  return game.nodeId;
}

/** A sportsbook session for the logged-in player: launched through the platform like any game, kept for the tab. */
async function openSession(product: Product, nodeId: string | null, language: string): Promise<string> {
  const stored = sessionStorage.getItem(sessionKey(product));
  if (stored) return stored;
  const launched = await callEndpoint(launchGameEndpoint, {
    body: { nodeId: nodeId ?? (await bookGame(product)), language },
  });
  const launchToken = new URL(launched.url, window.location.origin).searchParams.get('launch') ?? '';
  const session = await sbRequest<SbSession>(sportsbookPaths.sessions, {
    method: 'POST',
    body: { launchToken },
  });
  sessionStorage.setItem(sessionKey(product), session.sessionToken);
  return session.sessionToken;
}

/** Runs a call with the player's session, opening a new one once if the old one ended. */
async function withSession<T>(book: BookRef, call: (bearer: string) => Promise<T>): Promise<T> {
  const bearer = await openSession(book.product, book.nodeId, book.language);
  try {
    return await call(bearer);
  } catch (error) {
    if (!(error instanceof SbApiError) || error.status !== 401) throw error;
    sessionStorage.removeItem(sessionKey(book.product));
    return call(await openSession(book.product, book.nodeId, book.language));
  }
}

/** Which book the player is in: the product, the catalog game that opened it (if any) and the language. */
export interface BookRef {
  product: Product;
  nodeId: string | null;
  language: string;
}

export const placeBet = (book: BookRef, request: SbPlaceBetRequest) =>
  withSession(book, (bearer) =>
    sbRequest<SbBet>(sportsbookPaths.bets, { method: 'POST', body: request, bearer }),
  );

export const fetchBets = (book: BookRef, status: 'open' | 'settled', signal?: AbortSignal) =>
  withSession(book, (bearer) =>
    sbRequest<SbBetList>(sportsbookPaths.bets, { params: { status }, bearer, signal }),
  );

export const cashOut = (book: BookRef, betId: string, request: SbCashoutRequest) =>
  withSession(book, (bearer) =>
    sbRequest<SbBet>(sportsbookPaths.cashout(betId), { method: 'POST', body: request, bearer }),
  );
