import fastifyMultipart from '@fastify/multipart';
import { avatarUploadLimits, getUploadedAvatarEndpoint, uploadAvatarEndpoint } from '@app/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { keyedError } from '../../../lib/app-errors.js';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { AppError } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toMemberInfo } from '../member/member-view.js';
import { readAvatar, uploadAvatar } from './avatar-upload.service.js';

/** The one `avatar` file of the form; the multipart limits turn into the upload messages. */
async function readAvatarFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw keyedError(400, 'avatar_required', {}, { field: 'avatar' });
  try {
    const file = await request.file({
      limits: { files: 1, fileSize: avatarUploadLimits.maxBytes, fields: 0 },
    });
    if (!file) throw keyedError(400, 'avatar_required', {}, { field: 'avatar' });
    const bytes = await file.toBuffer();
    if (bytes.length === 0) throw keyedError(400, 'avatar_required', {}, { field: 'avatar' });
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw keyedError(413, 'proof_too_large', {}, { field: 'avatar' });
    throw new AppError(400, 'INVALID_MULTIPART', 'The uploaded form could not be read');
  }
}

const routes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(uploadAvatarEndpoint, async ({ principal, request }) =>
    toMemberInfo(
      await uploadAvatar(db, principal.member.id, await readAvatarFile(request)),
      principal.firstLogin,
    ),
  ),
  route(getUploadedAvatarEndpoint, async ({ params, reply }) => {
    const image = await readAvatar(db, params.file.replace(/\.png$/, ''));
    if (!image) throw new AppError(404, 'NOT_FOUND', 'Not found');
    return reply
      .header('content-type', 'image/png')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image);
  }),
]);

/** Avatar upload (multipart) and the uploaded avatars. */
export const avatarUploadRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(fastifyMultipart);
  await routes(app, deps);
};
