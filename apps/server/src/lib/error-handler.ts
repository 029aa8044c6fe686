import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, failure } from './envelope.js';

const UNKNOWN_ERROR = 'Unknown error';

/** Fastify's own client errors, with messages written for people. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content length does not match the body',
};

function describeValidation(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return 'Invalid request';
  const context = (error as { validationContext?: string }).validationContext ?? 'request';
  return error.validation
    .slice(0, 3)
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${field || context}: ${issue.message}`;
    })
    .join('; ');
}

function isRetryAfter(value: unknown): value is { retryAfterSeconds: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { retryAfterSeconds?: unknown }).retryAfterSeconds === 'number'
  );
}

/** One error handler for the whole API: readable 4xx in the envelope, 5xx with no details on the wire. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429 && isRetryAfter(error.value)) {
        void reply.header('retry-after', String(error.value.retryAfterSeconds));
      }
      return reply.status(error.statusCode).send(failure(error.message, error.value));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(failure(describeValidation(error)));
    }
    if (error.validation) {
      return reply.status(400).send(failure(error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && frameworkMessages[error.code]) ?? error.message;
      return reply.status(status).send(failure(message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(UNKNOWN_ERROR));
  });
}
