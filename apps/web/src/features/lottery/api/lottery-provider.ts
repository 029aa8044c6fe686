import {
  lotteryProviderPaths,
  type LpDrawProof,
  type LpDrawView,
  type LpGameDetail,
  type LpPurchaseRequest,
  type LpPurchaseResult,
  type LpSession,
  type LpTicketView,
} from '@app/lottery-provider/client-api';
import { apiRequest } from '../../../lib/api-client';
import { launchLottery } from './lottery-menu';

/** The lottery provider's public calls (games, draws, proofs): no session needed. */
export const getGameDetail = (code: string, signal?: AbortSignal) =>
  apiRequest<LpGameDetail>(lotteryProviderPaths.game(code), { signal });
export const getDraws = (code: string, limit: number, signal?: AbortSignal) =>
  apiRequest<LpDrawView[]>(lotteryProviderPaths.draws(code), { params: { limit }, signal });
export const getDrawProof = (drawId: string, signal?: AbortSignal) =>
  apiRequest<LpDrawProof>(lotteryProviderPaths.draw(drawId), { signal });

/** The calls of one player session; each carries the provider's session token, never the site's. */
export function ticketApi(sessionToken: string) {
  const bearer = sessionToken;
  return {
    buy: (slip: LpPurchaseRequest) =>
      apiRequest<LpPurchaseResult>(lotteryProviderPaths.tickets, { method: 'POST', body: slip, bearer }),
    list: (gameCode: string, status: 'open' | 'settled', signal?: AbortSignal) =>
      apiRequest<LpTicketView[]>(lotteryProviderPaths.tickets, {
        params: { gameCode, status, limit: 30 },
        bearer,
        signal,
      }),
    cancel: (ticketId: string) =>
      apiRequest<LpTicketView>(lotteryProviderPaths.cancel(ticketId), { method: 'POST', bearer }),
  };
}

const storageKey = (gameCode: string) => `lpSession:${gameCode}`;

function remembered(gameCode: string): LpSession | null {
  try {
    const raw = sessionStorage.getItem(storageKey(gameCode));
    const session = raw ? (JSON.parse(raw) as LpSession) : null;
    return session && Date.parse(session.expiresAt) > Date.now() + 60_000 ? session : null;
  } catch {
    return null;
  }
}

function remember(session: LpSession): void {
  try {
    sessionStorage.setItem(storageKey(session.gameCode), JSON.stringify(session));
  } catch {
    // no storage: the next visit launches again
  }
}

/** Forgets a session the provider no longer accepts (the next call launches the game again). */
export function forgetSession(gameCode: string): void {
  try {
    sessionStorage.removeItem(storageKey(gameCode));
  } catch {
    // nothing stored
  }
}

/**
 * The player's session of a lottery game: the one this tab already has, else the game is launched
 * through the platform (launch token) and a provider session opened with it.
 */
export async function lotterySession(gameCode: string, nodeId: string, language: string): Promise<LpSession> {
  const known = remembered(gameCode);
  if (known) return known;
  const launchToken = await launchLottery(nodeId, language);
  const session = await apiRequest<LpSession>(lotteryProviderPaths.sessions, {
    method: 'POST',
    body: { launchToken },
  });
  remember(session);
  return session;
}
