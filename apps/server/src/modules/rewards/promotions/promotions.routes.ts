import fastifyMultipart from '@fastify/multipart';
import {
  applicationLimits,
  applyPromotionEndpoint,
  createPromotionEndpoint,
  getApplicationImageEndpoint,
  getPromotionsEndpoint,
  listApplicationsEndpoint,
  listOperatorPromotionsEndpoint,
  promotionApplicationFieldsSchema,
  reviewApplicationEndpoint,
  takePromotionEndpoint,
  updatePromotionEndpoint,
} from '@app/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { keyedError } from '../../../lib/app-errors.js';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { AppError } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import type { FileStorage } from '../../money/cashier/file-storage.js';
import { publishEvents } from '../../messaging/notifications/notifications.service.js';
import {
  applyForPromotion,
  createPromotion,
  listApplications,
  listOperatorPromotions,
  listPromotions,
  readApplicationImage,
  reviewApplication,
  takePromotion,
  updatePromotion,
} from './promotions.service.js';

export interface PromotionRouteOptions extends ModuleDeps {
  storage: FileStorage;
}

/** The comment and images of an application form; the multipart limits turn into the spec's messages. */
async function readApplication(request: FastifyRequest) {
  if (!request.isMultipart()) throw keyedError(415, 'proof_invalid', {}, { field: 'image' });
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: applicationLimits.maxImages,
        fileSize: applicationLimits.maxImageBytes,
        fields: 5,
        fieldSize: 2048,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) images.push(bytes);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw keyedError(413, 'proof_too_large', {}, { field: 'image' });
    if (code === 'FST_FILES_LIMIT') throw keyedError(400, 'proof_too_many', {}, { field: 'image' });
    throw new AppError(400, 'INVALID_MULTIPART', 'The uploaded form could not be read');
  }
  const parsed = promotionApplicationFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(400, 'INVALID', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return { comment: parsed.data.comment, images };
}

const routes = endpointRoutes<PromotionRouteOptions>(({ db, storage }) => [
  route(getPromotionsEndpoint, ({ principal, query }) =>
    listPromotions(db, principal?.member.id ?? null, query.type, new Date()),
  ),
  route(takePromotionEndpoint, async ({ principal, params }) => {
    const { promotion, notice } = await takePromotion(db, principal.member, params.id, new Date());
    if (notice) void publishEvents(db, [notice]);
    return promotion;
  }),
  route(applyPromotionEndpoint, async ({ principal, params, request }) =>
    applyForPromotion(db, storage, principal.member, params.id, await readApplication(request), new Date()),
  ),
  route(listOperatorPromotionsEndpoint, () => listOperatorPromotions(db)),
  route(createPromotionEndpoint, ({ body }) => createPromotion(db, body)),
  route(updatePromotionEndpoint, ({ params, body }) => updatePromotion(db, params.id, body)),
  route(listApplicationsEndpoint, () => listApplications(db)),
  route(reviewApplicationEndpoint, ({ params, body }) => reviewApplication(db, params.id, body)),
  route(getApplicationImageEndpoint, async ({ params, reply }) => {
    const image = await readApplicationImage(db, storage, params.id, params.index);
    return reply.headers(image.headers).send(image.bytes);
  }),
]);

export const promotionsRoutes: FastifyPluginAsync<PromotionRouteOptions> = async (app, deps) => {
  await app.register(fastifyMultipart);
  await routes(app, deps);
};
