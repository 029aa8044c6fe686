import {
  codeSentSchema,
  envelopeSchema,
  smsNoLoginRequestSchema,
  smsRegisterRequestSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { sendSmsCode } from './verification.service.js';

const tags = ['verification'];
const errors = errorResponses(400, 403, 429);
const describeSend =
  'Sends a 6-digit code (valid SMS_CODE_TTL_SECONDS, limited attempts). value.waitMinutes x 60 s is the resend countdown. 429 when throttled: one per number per SMS_RESEND_SECONDS, hourly caps per number and per IP, then a THROTTLE_BLOCK_MINUTES wait.';

export const verificationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/wps/verification/sms/register',
    {
      schema: {
        tags,
        summary: 'Send a registration code to a mobile number (needs REGISTER_SMS_VERIFICATION)',
        description: describeSend,
        body: smsRegisterRequestSchema,
        response: { 200: envelopeSchema(codeSentSchema), ...errors },
      },
    },
    async (request) =>
      ok(await sendSmsCode(deps, { ...request.body, purpose: 'register' }, deps.clientOf(request))),
  );

  app.post(
    '/wps/verification/sms/noLogin',
    {
      schema: {
        tags,
        summary:
          'Send a code for SMS login or password reset (same answer whether or not the number is registered)',
        description: describeSend,
        body: smsNoLoginRequestSchema,
        response: { 200: envelopeSchema(codeSentSchema), ...errors },
      },
    },
    async (request) => ok(await sendSmsCode(deps, request.body, deps.clientOf(request))),
  );
};
