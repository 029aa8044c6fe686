import { defineEndpoint } from '../../endpoint.js';
import { lazy } from '../lazy.js';

export const checkAffiliateCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  access: 'public',
  errors: [400, 429],
  tag: 'agent',
  schemas: lazy((s) => ({
    summary:
      "Is this an agent's valid invitation code? (value.valid; show 'Invalid invitation code' when false)",
    query: s.affiliateQuerySchema,
    response: s.affiliateCheckSchema,
  })),
});
