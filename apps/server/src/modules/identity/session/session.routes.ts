import {
  challengeCodeRequestSchema,
  codeSentSchema,
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  freePlayRequestSchema,
  loginRequestSchema,
  loginResultSchema,
  sessionValueSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { z } from 'zod';
import { createAuth } from './auth.js';
import { encryptedBodyNote } from '../../../lib/encrypted-body.js';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getSetting } from '../../platform/system/system.service.js';
import { completeChallenge, sendChallengeCode } from './login-challenge.service.js';
import { loginWithPassword, loginWithSms, startFreePlay } from './login.service.js';
import { revokeSession } from './session.service.js';

const tags = ['session'];
const errors = errorResponses(400, 401, 403, 429);

const loginOptionsSchema = z.object({
  captchaAlways: z.boolean().describe('show the captcha on the first attempt'),
  minimumAge: z.number().int().describe('age consent at registration'),
});

export const sessionRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, clientOf, decryptBody } = deps;
  const auth = createAuth(db, deps.config);

  app.post(
    '/wps/session/login',
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary:
          'Log in: type username (password), sms (code), or challenge (second step from an unregistered IP)',
        description: `${encryptedBodyNote}
Answers value.status LOGGED_IN (token, flags, member) or VERIFICATION_REQUIRED (challengeId and the methods to prove; send the code with /wps/session/login/challenge/code, then call again with type challenge).
Failures: 400 'Incorrect username or password' with value.captcha telling whether the next attempt needs a captcha (GET /wps/captcha; send captchaId and captcha); 403 'Non-agents cannot log in' (portal agent) or 'Non-member account unable to login'; 429 locked after too many failures.`,
        body: loginRequestSchema,
        response: { 200: envelopeSchema(loginResultSchema), ...errors },
      },
    },
    async (request) => {
      const client = clientOf(request);
      const body = request.body;
      switch (body.type) {
        case 'username':
          return ok(await loginWithPassword(deps, body, client));
        case 'sms':
          return ok(await loginWithSms(deps, body, client));
        case 'challenge':
          return ok(await completeChallenge(deps, body, client));
      }
    },
  );

  app.post(
    '/wps/session/login/challenge/code',
    {
      schema: {
        tags,
        summary: "Send the code of an unregistered-IP challenge to the account's own mobile (sms) or e-mail",
        body: challengeCodeRequestSchema,
        response: { 200: envelopeSchema(codeSentSchema), ...errors },
      },
    },
    async (request) => ok(await sendChallengeCode(deps, request.body, clientOf(request))),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary: 'Free play: creates a trial account (type 4) and logs it in (needs module FREE_PLAY)',
        description: encryptedBodyNote,
        headers: z.object({ 'x-gateway-version': z.string().max(8).optional().describe('3') }),
        body: freePlayRequestSchema.nullish().describe('may be empty'),
        response: { 200: envelopeSchema(sessionValueSchema), ...errors },
      },
    },
    async (request) => ok(await startFreePlay(deps, request.body ?? { platform: 'W' }, clientOf(request))),
  );

  app.delete(
    '/wps/session/logout',
    {
      schema: {
        tags,
        summary: 'Log out (token): the token stops working at once',
        response: { 200: envelopeSchema(z.null()), 401: errorEnvelopeWithDetailSchema },
      },
    },
    async (request) => {
      const { sessionId } = await auth.requireSession(request, { allowTrial: true });
      await revokeSession(db, sessionId);
      return ok(null);
    },
  );

  app.get(
    '/wps/session/options',
    {
      schema: {
        tags,
        summary: 'Login and registration settings the forms need',
        response: { 200: envelopeSchema(loginOptionsSchema) },
      },
    },
    async () => {
      const policy = await getSetting(db, 'account_policy');
      return ok({ captchaAlways: policy.captcha.always, minimumAge: policy.minimumAge });
    },
  );
};
