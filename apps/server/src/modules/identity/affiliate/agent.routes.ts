import {
  affiliateCheckSchema,
  affiliateQuerySchema,
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { checkAffiliateCode } from './agent.service.js';

export const agentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clientOf }) => {
  app.get(
    '/wps/agent/affiliate',
    {
      schema: {
        tags: ['agent'],
        summary:
          "Is this an agent's valid invitation code? (value.valid; show 'Invalid invitation code' when false)",
        querystring: affiliateQuerySchema,
        response: { 200: envelopeSchema(affiliateCheckSchema), 429: errorEnvelopeWithDetailSchema },
      },
    },
    async (request) => ok({ valid: await checkAffiliateCode(db, request.query.code, clientOf(request).ip) }),
  );
};
