import fastifyMultipart from '@fastify/multipart';
import { getMyKycEndpoint, kycUploadLimits, uploadKycEndpoint } from '@app/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { keyedError } from '../../../lib/app-errors.js';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { AppError } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { getMyKyc, submitKyc, type KycUpload } from './kyc.service.js';

/** The form: field docType, files front and back (others ignored); the limits turn into the upload messages. */
async function readKycForm(request: FastifyRequest): Promise<KycUpload> {
  if (!request.isMultipart()) throw keyedError(400, 'kyc_file_required', {}, { field: 'front' });
  const upload: KycUpload = { docType: undefined, front: undefined, back: undefined };
  try {
    const parts = request.parts({
      limits: { files: 2, fileSize: kycUploadLimits.maxBytes, fields: 2, fieldSize: 64 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'docType') upload.docType = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) continue;
      if (part.fieldname === 'front') upload.front = bytes;
      if (part.fieldname === 'back') upload.back = bytes;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw keyedError(413, 'proof_too_large', {}, { field: 'front' });
    throw new AppError(400, 'INVALID_MULTIPART', 'The uploaded form could not be read');
  }
  return upload;
}

const routes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getMyKycEndpoint, ({ principal }) => getMyKyc(db, principal.member.id)),
  route(uploadKycEndpoint, async ({ principal, request }) =>
    submitKyc(db, principal.member.id, await readKycForm(request)),
  ),
]);

/** The member's identity documents (multipart upload) and verification state. */
export const kycRoutes: FastifyPluginAsync<ModuleDeps> = async (app, deps) => {
  await app.register(fastifyMultipart);
  await routes(app, deps);
};
