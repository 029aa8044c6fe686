import type { FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { keyedError } from './app-errors.js';
import { AppError } from './envelope.js';

export interface ImageUploadLimits {
  maxFiles: number;
  maxBytes: number;
}

/**
 * The text fields and uploaded files of a multipart form (empty files dropped). The upload limits
 * turn into the spec's messages (at most 3 images, 5MB each), reported on `field`.
 */
async function readMultipart(request: FastifyRequest, limits: ImageUploadLimits, field: string) {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: { files: limits.maxFiles, fileSize: limits.maxBytes, fields: 10, fieldSize: 4096 },
    });
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files.push(bytes);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw keyedError(413, 'proof_too_large', {}, { field });
    if (code === 'FST_FILES_LIMIT') throw keyedError(400, 'proof_too_many', {}, { field });
    throw new AppError(400, 'INVALID_MULTIPART', 'The uploaded form could not be read');
  }
  return { fields, files };
}

/**
 * A body that comes as JSON or as a multipart form with images, validated by `schema` (which the
 * route cannot do up front for a multipart body): the parsed fields and the files.
 */
export async function readFormWithImages<T>(
  request: FastifyRequest,
  schema: ZodType<T>,
  limits: ImageUploadLimits,
  field: string,
): Promise<T & { images: Buffer[] }> {
  const { fields, files } = request.isMultipart()
    ? await readMultipart(request, limits, field)
    : { fields: request.body, files: [] };
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(400, 'INVALID', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return { ...parsed.data, images: files };
}
