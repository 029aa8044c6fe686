import { captchaSchema, envelopeSchema, errorEnvelopeWithDetailSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { createCaptcha } from './captcha.service.js';

export const captchaRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config, clientOf }) => {
  app.get(
    '/wps/captcha',
    {
      schema: {
        tags: ['session'],
        summary: 'A single-use captcha image (PNG data URL); at most one per second per IP',
        response: { 200: envelopeSchema(captchaSchema), 429: errorEnvelopeWithDetailSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await createCaptcha(db, clientOf(request).ip, config.CAPTCHA_TTL_SECONDS));
    },
  );
};
