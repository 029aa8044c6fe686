import {
  catalogImportErrorsSchema,
  catalogImportReportSchema,
  catalogImportRequestSchema,
  envelopeSchema,
  errorDetailSchema,
  errorEnvelopeWithDetailSchema,
  safeText,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuth } from '../../identity/session/auth.js';
import { AppError, ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { gameIconSvg, importCatalog, vendorLogoSvg } from './catalog.service.js';

const tags = ['catalog'];
/** Generated artwork changes only with the catalog; a month in caches is fine. */
const artCacheControl = 'public, max-age=2592000';
const notFound = () => new AppError(404, 'NOT_FOUND', 'Not found');

export const catalogRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const auth = createAuth(db, config);

  app.get(
    '/wps/static/game-icons/:file',
    {
      schema: {
        tags,
        summary: "A game's generated icon (SVG); imgSize=rx2 draws it at double size",
        params: z.object({ file: z.string().regex(/^[1-9][0-9]{0,17}\.svg$/) }),
        querystring: z.object({ imgSize: safeText(8).optional() }),
      },
    },
    async (request, reply) => {
      const svg = await gameIconSvg(
        db,
        request.params.file.replace(/\.svg$/, ''),
        request.query.imgSize === 'rx2' ? 2 : 1,
      );
      if (!svg) throw notFound();
      return reply.header('content-type', 'image/svg+xml').header('cache-control', artCacheControl).send(svg);
    },
  );

  app.get(
    '/wps/static/vendor-logos/:file',
    {
      schema: {
        tags,
        summary: "A vendor's generated logo (SVG)",
        params: z.object({ file: z.string().regex(/^[A-Z0-9_]{1,32}\.svg$/) }),
      },
    },
    async (request, reply) => {
      const svg = await vendorLogoSvg(db, request.params.file.replace(/\.svg$/, ''));
      if (!svg) throw notFound();
      return reply.header('content-type', 'image/svg+xml').header('cache-control', artCacheControl).send(svg);
    },
  );

  app.post(
    '/wps/operator/catalog/import',
    {
      bodyLimit: 16 * 1024 * 1024,
      schema: {
        tags: ['operator'],
        summary: "Import a vendor's game list (JSON or CSV), upserting by (vendor, gameCode); operator only",
        description:
          'Every row is validated first. Any bad row answers 400 with value.errors (row, field, message) and imports nothing. mode replace disables the games of the imported vendors that the file leaves out.',
        body: catalogImportRequestSchema,
        response: {
          200: envelopeSchema(catalogImportReportSchema),
          400: envelopeSchema(errorDetailSchema.extend(catalogImportErrorsSchema.partial().shape).nullable()),
          401: errorEnvelopeWithDetailSchema,
          403: errorEnvelopeWithDetailSchema,
        },
      },
    },
    async (request) => {
      await auth.requireOperator(request);
      return ok(await importCatalog(db, request.body));
    },
  );
};
