import {
  announcementIdParamsSchema,
  announcementInputSchema,
  announcementsQuerySchema,
  announcementsValueSchema,
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  operatorAnnouncementSchema,
  safeText,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createAuth, readToken } from '../../identity/session/auth.js';
import { AppError, ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { renderBanner } from './banner-art.js';
import * as announcements from './announcements.service.js';

const tags = ['announcements'];
const errors = {
  400: errorEnvelopeWithDetailSchema,
  401: errorEnvelopeWithDetailSchema,
  403: errorEnvelopeWithDetailSchema,
  404: errorEnvelopeWithDetailSchema,
};
const anonymous: announcements.Viewer = { loggedIn: false, firstLogin: false };

export const announcementsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const auth = createAuth(db, config);

  /** Who is looking: a live token makes a logged-in viewer; none (or an expired one) an anonymous one. */
  async function viewerOf(request: FastifyRequest): Promise<announcements.Viewer> {
    if (!readToken(request)) return anonymous;
    try {
      const context = await auth.requireSession(request, { allowTrial: true });
      return { loggedIn: true, firstLogin: context.firstLogin };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) return anonymous;
      throw error;
    }
  }

  app.get(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      schema: {
        tags,
        summary:
          'Banners, notices (player, 9 per page), popups for this viewer, promotions and headlines; token optional',
        description:
          'Popups by execution: without a (live) token B; with one A and F, or only F during the first-time login session. `execution` narrows further.',
        querystring: announcementsQuerySchema,
        response: { 200: envelopeSchema(announcementsValueSchema), ...errors },
      },
    },
    async (request) => ok(await announcements.getAnnouncements(db, await viewerOf(request), request.query)),
  );

  app.get(
    '/wps/static/banners/:file',
    {
      schema: {
        tags,
        summary: 'Shipped banner artwork (SVG) in a language (lang=en|bn)',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,32}\.svg$/) }),
        querystring: z.object({ lang: safeText(10).default('en') }),
      },
    },
    async (request, reply) => {
      const drawing = renderBanner(request.params.file.replace(/\.svg$/, ''), request.query.lang);
      if (!drawing) throw new AppError(404, 'NOT_FOUND', 'Not found');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=2592000')
        .send(await drawing);
    },
  );

  const operatorTags = ['operator'];
  const announcementResponse = { 200: envelopeSchema(operatorAnnouncementSchema), ...errors };

  app.get(
    '/wps/operator/announcements',
    {
      schema: {
        tags: operatorTags,
        summary: 'Every announcement (not deleted), for the operator console (operator only)',
        response: { 200: envelopeSchema(z.array(operatorAnnouncementSchema)), ...errors },
      },
    },
    async (request) => {
      await auth.requireOperator(request);
      return ok(await announcements.listAnnouncementsForOperator(db));
    },
  );

  app.post(
    '/wps/operator/announcements',
    {
      schema: {
        tags: operatorTags,
        summary:
          'Publish a banner, notice, popup, promotion or headline; content HTML is sanitised (operator only)',
        body: announcementInputSchema,
        response: announcementResponse,
      },
    },
    async (request) => {
      await auth.requireOperator(request);
      return ok(await announcements.createAnnouncement(db, request.body));
    },
  );

  app.put(
    '/wps/operator/announcements/:id',
    {
      schema: {
        tags: operatorTags,
        summary: 'Replace an announcement (operator only)',
        params: announcementIdParamsSchema,
        body: announcementInputSchema,
        response: announcementResponse,
      },
    },
    async (request) => {
      await auth.requireOperator(request);
      return ok(await announcements.updateAnnouncement(db, request.params.id, request.body));
    },
  );

  app.delete(
    '/wps/operator/announcements/:id',
    {
      schema: {
        tags: operatorTags,
        summary: 'Withdraw an announcement (operator only)',
        params: announcementIdParamsSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      await auth.requireOperator(request);
      await announcements.deleteAnnouncement(db, request.params.id);
      return ok(null);
    },
  );
};
