import {
  envelopeSchema,
  registerMobileSchema,
  registerUsernameSchema,
  sessionValueSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { encryptedBodyNote } from '../../../lib/encrypted-body.js';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { register } from './registration.service.js';

const tags = ['member'];
const response = {
  200: envelopeSchema(sessionValueSchema),
  ...errorResponses(400, 403),
};
const description = `${encryptedBodyNote}
Fields are checked against GET /wps/system/setting/register (enabled, required, pattern, min/max); the first bad field answers 400 with value { field, key, params } (e.g. key reg_pattern_1, params { min, max }) and an English message. termsAccepted and ageConfirmed must be true. Success creates the account and answers the same value as login.`;

export const registrationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.put(
    '/wps/member/register',
    {
      preValidation: deps.decryptBody,
      schema: {
        tags,
        summary: 'Register by username (module REGISTER_USERNAME)',
        description,
        body: registerUsernameSchema,
        response,
      },
    },
    async (request) => ok(await register(deps, 'username', request.body, deps.clientOf(request))),
  );

  app.put(
    '/wps/member/register/mobile',
    {
      preValidation: deps.decryptBody,
      schema: {
        tags,
        summary:
          'Register by mobile (module REGISTER_MOBILE; code needed with REGISTER_SMS_VERIFICATION, password with REGISTER_MOBILE_PASSWORD)',
        description,
        body: registerMobileSchema,
        response,
      },
    },
    async (request) => ok(await register(deps, 'mobile', request.body, deps.clientOf(request))),
  );
};
