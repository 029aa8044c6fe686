import type { GameTicket } from '../api/provider-api';

/** The only provider the site runs itself. */
export const HOUSE_PROVIDER = 'HOUSE';

/**
 * The game page's query (/seamless?provider=HOUSE&launch=<token> or &demo=<ticket>): the ticket to
 * open a session with, or null when the page was opened without one (or for another provider).
 */
export function ticketFromSearch(search: URLSearchParams): GameTicket | null {
  if (search.get('provider') !== HOUSE_PROVIDER) return null;
  const launch = search.get('launch');
  if (launch) return { kind: 'launch', token: launch };
  const demo = search.get('demo');
  return demo ? { kind: 'demo', token: demo } : null;
}
