import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

export const getUnreadCountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  access: 'account',
  errors: [401, 403],
  tag: 'messages',
  schemas: lazy((s) => ({ summary: 'Unread platform messages (token)', response: s.unreadCountSchema })),
});

export const memberEventsSocketEndpoint = defineEndpoint({
  method: 'GET',
  path: '/ws',
  access: 'public',
  errors: [],
  tag: 'messages',
  schemas: lazy(() => ({
    summary: "WebSocket: the member's live notifications",
    description:
      "Declared public because the socket authenticates inside its protocol, not on the upgrade request (a token in the URL would end up in access logs): the client sends { type: 'auth', token } first, the server answers { type: 'ready' } and then pushes the member's events. Trial accounts are closed with 4403, bad or ended sessions with 4401, a socket that does not authenticate within 10 s with the auth-timeout code.",
  })),
});
