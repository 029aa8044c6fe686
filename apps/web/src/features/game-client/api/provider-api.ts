import {
  houseProviderPaths,
  type HpBet,
  type HpFairness,
  type HpLiveBets,
  type HpRoundList,
  type HpRoundRecall,
  type HpRoundResult,
  type HpSession,
  type HpSessionState,
  type HpTableResults,
} from '@app/house-provider/client-api';
import { apiRequest } from '../../../lib/api-client';

/** What the game page was opened with: a launch token (real money) or a demo ticket (play money). */
export type GameTicket = { kind: 'launch'; token: string } | { kind: 'demo'; token: string };

/** A provider session as the game page holds it: its state and its token. */
export type GameSession = HpSessionState & { sessionToken: string };

/** Opens a provider session (POST /hp/api/sessions or /hp/api/demo-sessions). */
function openSession(ticket: GameTicket, signal?: AbortSignal): Promise<HpSession> {
  return ticket.kind === 'launch'
    ? apiRequest<HpSession>(houseProviderPaths.sessions, {
        method: 'POST',
        body: { launchToken: ticket.token },
        signal,
      })
    : apiRequest<HpSession>(houseProviderPaths.demoSessions, {
        method: 'POST',
        body: { ticket: ticket.token },
        signal,
      });
}

/** The provider's calls for one session: every one carries its session token, never the site's. */
export function providerApi(sessionToken: string) {
  const bearer = sessionToken;
  return {
    session: (signal?: AbortSignal) =>
      apiRequest<HpSessionState>(houseProviderPaths.session, { bearer, signal }),
    play: (requestId: string, bet: HpBet) =>
      apiRequest<HpRoundResult>(houseProviderPaths.rounds, {
        method: 'POST',
        body: { requestId, bet },
        bearer,
      }),
    /** The draw of an open video poker hand, keeping the cards at `holds`. Repeating it is safe. */
    draw: (roundId: string, holds: number[]) =>
      apiRequest<HpRoundResult>(houseProviderPaths.draw(roundId), {
        method: 'POST',
        body: { holds },
        bearer,
      }),
    /** The table's last results, every player's, oldest first (road maps). */
    tableResults: (limit: number, signal?: AbortSignal) =>
      apiRequest<HpTableResults>(houseProviderPaths.tableResults, { params: { limit }, bearer, signal }),
    /** The newest rounds, or those older than `before` (a roundId). */
    rounds: (limit: number, before: string | null, signal?: AbortSignal) =>
      apiRequest<HpRoundList>(houseProviderPaths.rounds, { params: { limit, before }, bearer, signal }),
    round: (roundId: string, signal?: AbortSignal) =>
      apiRequest<HpRoundRecall>(houseProviderPaths.round(roundId), { bearer, signal }),
    /** Other players' newest bets at this game (crash), only those after `after` (a cursor of an earlier answer). */
    liveBets: (after: string | null, signal?: AbortSignal) =>
      apiRequest<HpLiveBets>(houseProviderPaths.liveBets, { params: { after }, bearer, signal }),
    setClientSeed: (clientSeed: string) =>
      apiRequest<HpFairness>(houseProviderPaths.seeds, { method: 'POST', body: { clientSeed }, bearer }),
  };
}

export type ProviderApi = ReturnType<typeof providerApi>;

const storageKey = (ticket: GameTicket) => `hpSession:${ticket.kind}:${ticket.token}`;

function stored(ticket: GameTicket): string | null {
  try {
    return sessionStorage.getItem(storageKey(ticket));
  } catch {
    return null;
  }
}

function store(ticket: GameTicket, sessionToken: string | null): void {
  try {
    if (sessionToken === null) sessionStorage.removeItem(storageKey(ticket));
    else sessionStorage.setItem(storageKey(ticket), sessionToken);
  } catch {
    // storage unavailable: a reload opens the game from the lobby again
  }
}

/**
 * The game page's session: the one this ticket already opened in this tab (a launch token works
 * once, so a reload resumes), else a new one.
 */
export async function resumeOrOpenSession(ticket: GameTicket, signal?: AbortSignal): Promise<GameSession> {
  const known = stored(ticket);
  if (known) {
    try {
      return { ...(await providerApi(known).session(signal)), sessionToken: known };
    } catch (error) {
      if (signal?.aborted) throw error;
      store(ticket, null);
    }
  }
  const session = await openSession(ticket, signal);
  store(ticket, session.sessionToken);
  return session;
}
