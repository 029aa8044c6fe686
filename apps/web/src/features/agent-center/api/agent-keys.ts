import { getToken } from '../../../lib/session';

/**
 * react-query keys of the agent center: everything under ['agent'] is refreshed when a contract
 * changes. Keys carry the session's token, so another agent signing in on the same tab never sees
 * the previous one's cached answers.
 */
export const agentKeys = {
  all: ['agent'] as const,
  info: () => ['agent', getToken(), 'info'] as const,
  report: (name: string, query: object) => ['agent', getToken(), 'report', name, query] as const,
  contractOptions: () => ['agent', getToken(), 'contract-options'] as const,
  consolidated: (token: string | null) => ['agent', token, 'consolidated'] as const,
  qr: (text: string) => ['agent', 'qr', text] as const,
};
