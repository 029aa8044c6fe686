import {
  avatarChoicesSchema,
  avatarIds,
  avatarUrl,
  envelopeSchema,
  memberInfoSchema,
  memberLanguageRequestSchema,
  nicknameRequestSchema,
  setAvatarSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/error-responses.js';
import { z } from 'zod';
import { createAuth, type AuthContext } from '../session/auth.js';
import { AppError, ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { renderAvatarSvg } from './avatars.js';
import { toMemberInfo } from './member-view.js';
import { changeProfile } from './member.service.js';

const tags = ['member'];
const errors = errorResponses(400, 401, 403);
const memberInfoResponse = { 200: envelopeSchema(memberInfoSchema), ...errors };

export const memberRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const auth = createAuth(db, config);
  const infoOf = (context: AuthContext) => toMemberInfo(context.member, context.firstLogin);

  app.get(
    '/wps/member/info',
    {
      schema: {
        tags,
        summary: 'The logged-in account (token; trial accounts too)',
        response: memberInfoResponse,
      },
    },
    async (request) => ok(infoOf(await auth.requireSession(request, { allowTrial: true }))),
  );

  app.get(
    '/wps/member/info/icon',
    {
      schema: {
        tags,
        summary: 'Avatar choices and the current one (token; real accounts)',
        response: { 200: envelopeSchema(avatarChoicesSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireRealAccount(request);
      return ok({ current: member.avatar_id, icons: avatarIds.map((id) => ({ id, url: avatarUrl(id) })) });
    },
  );

  app.post(
    '/wps/member/info/icon',
    {
      schema: {
        tags,
        summary: 'Pick one of the shipped avatars (token; real accounts)',
        body: setAvatarSchema,
        response: memberInfoResponse,
      },
    },
    async (request) => {
      const context = await auth.requireRealAccount(request);
      const member = await changeProfile(db, context.member.id, { avatarId: request.body.iconId });
      return ok(infoOf({ ...context, member }));
    },
  );

  app.post(
    '/wps/member/info/nickname',
    {
      schema: {
        tags,
        summary: 'Change the nickname (token; real accounts)',
        body: nicknameRequestSchema,
        response: memberInfoResponse,
      },
    },
    async (request) => {
      const context = await auth.requireRealAccount(request);
      const member = await changeProfile(db, context.member.id, { nickname: request.body.nickname });
      return ok(infoOf({ ...context, member }));
    },
  );

  app.post(
    '/wps/member/info/language',
    {
      schema: {
        tags,
        summary:
          "Store the account's language (token; trial accounts too); one of the enabled site languages",
        body: memberLanguageRequestSchema,
        response: memberInfoResponse,
      },
    },
    async (request) => {
      const context = await auth.requireSession(request, { allowTrial: true });
      const member = await changeProfile(db, context.member.id, { language: request.body.language });
      return ok(infoOf({ ...context, member }));
    },
  );

  app.get(
    '/wps/static/avatars/:file',
    {
      schema: {
        tags,
        summary: 'A shipped avatar image (SVG)',
        params: z.object({ file: z.string().regex(/^[a-z0-9]+\.svg$/) }),
      },
    },
    async (request, reply) => {
      const svg = renderAvatarSvg(request.params.file.replace(/\.svg$/, ''));
      if (!svg) throw new AppError(404, 'NOT_FOUND', 'Not found');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
};
