import {
  changePasswordSchema,
  envelopeSchema,
  forgotPasswordEmailSchema,
  forgotPasswordPhoneSchema,
  resetPasswordSchema,
  sessionValueSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { z } from 'zod';
import { createAuth } from '../session/auth.js';
import { encryptedBodyNote } from '../../../lib/encrypted-body.js';
import { ok } from '../../../lib/envelope.js';
import { acceptFormBodies } from '../../../lib/form-body.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { changePassword, requestEmailReset, resetWithPhone, resetWithToken } from './password.service.js';

const tags = ['member'];
const errors = errorResponses(400, 401, 403, 429);
const relogin = { 200: envelopeSchema(sessionValueSchema), ...errors };

export const passwordRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { clientOf, decryptBody } = deps;
  const auth = createAuth(deps.db, deps.config);
  acceptFormBodies(app);

  app.post(
    '/wps/member/password',
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary: 'Change password (token; real accounts): ends every session and answers a fresh login',
        description: encryptedBodyNote,
        body: changePasswordSchema,
        response: relogin,
      },
    },
    async (request) => {
      const context = await auth.requireRealAccount(request);
      return ok(await changePassword(deps, context, request.body, clientOf(request)));
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      schema: {
        tags,
        summary:
          'Forgot password by e-mail (form-encoded or JSON): mails a reset link when username and e-mail match',
        description:
          'Always answers the same confirmation (value null, message "If the username and e-mail match an account, ..."), whether or not they match. 400 only for a malformed e-mail or missing username; 429 when throttled.',
        body: forgotPasswordEmailSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => ok(null, await requestEmailReset(deps, request.body, clientOf(request))),
  );

  app.post(
    '/wps/member/password/reset',
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary: 'Set a new password with the token of the e-mailed link (single use); answers a login',
        description: encryptedBodyNote,
        body: resetPasswordSchema,
        response: relogin,
      },
    },
    async (request) => ok(await resetWithToken(deps, request.body, clientOf(request))),
  );

  app.post(
    '/wps/member/password/verification',
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary:
          'Forgot password by phone: SMS code (purpose resetPassword) and new password; answers a login',
        description: encryptedBodyNote,
        body: forgotPasswordPhoneSchema,
        response: relogin,
      },
    },
    async (request) => ok(await resetWithPhone(deps, request.body, clientOf(request))),
  );
};
