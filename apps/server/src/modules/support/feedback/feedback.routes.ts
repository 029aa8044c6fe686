import {
  getFeedbackImageEndpoint,
  getFeedbackSettingsEndpoint,
  getMyFeedbackEndpoint,
  getOperatorFeedbackImageEndpoint,
  listOperatorFeedbackEndpoint,
  proofImageLimits,
  replyFeedbackEndpoint,
  submitFeedbackEndpoint,
  submitFeedbackSchema,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { readFormWithImages } from '../../../lib/multipart-form.js';
import type { FileStorage } from '../../money/cashier/file-storage.js';
import * as feedback from './feedback.service.js';

export interface FeedbackRouteOptions extends ModuleDeps {
  storage: FileStorage;
}

/** Feedback (spec /wps/feedback): the member's form and history, the staff's queue and replies. */
export const feedbackRoutes = endpointRoutes<FeedbackRouteOptions>(({ db, storage }) => [
  route(getFeedbackSettingsEndpoint, () => feedback.getFeedbackSettings(db)),
  route(submitFeedbackEndpoint, async ({ principal, request }) =>
    feedback.submitFeedback(
      db,
      storage,
      principal.member.id,
      await readFormWithImages(request, submitFeedbackSchema, proofImageLimits, 'image'),
    ),
  ),
  route(getMyFeedbackEndpoint, ({ principal, query }) =>
    feedback.listMemberFeedback(db, principal.member.id, query),
  ),
  route(getFeedbackImageEndpoint, async ({ principal, params, reply }) => {
    const image = await feedback.readFeedbackImage(
      db,
      storage,
      principal.member.id,
      params.id,
      params.imageId,
    );
    return reply.headers(image.headers).send(image.bytes);
  }),
  route(listOperatorFeedbackEndpoint, ({ query }) => feedback.listOperatorFeedback(db, query)),
  route(getOperatorFeedbackImageEndpoint, async ({ params, reply }) => {
    const image = await feedback.readFeedbackImage(db, storage, null, params.id, params.imageId);
    return reply.headers(image.headers).send(image.bytes);
  }),
  route(replyFeedbackEndpoint, ({ principal, params, body }) =>
    feedback.replyToFeedback(db, principal.member.id, params.id, body.content),
  ),
]);
