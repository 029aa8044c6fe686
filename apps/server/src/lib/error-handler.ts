import type { ErrorDetail } from '@app/contracts';
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

type ValidationIssue = { instancePath: string; message?: string; params?: Record<string, unknown> };
type KeyedParams = { key: string; params: Record<string, string | number> };

/** The field a validation issue names, as the messages write it (`items.0.txId`), else `context`. */
export const fieldOf = (issue: ValidationIssue, context: string) =>
  issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;

/** The message key a refinement attached (e.g. the text type's), looking inside union branches too. */
function keyedParams(issue: ValidationIssue): { message: string; keyed: KeyedParams } | null {
  const own = issue.params?.params as Partial<KeyedParams> | undefined;
  if (typeof own?.key === 'string') return { message: issue.message ?? '', keyed: own as KeyedParams };
  const branches = (issue.params?.errors ?? []) as { message: string; params?: Partial<KeyedParams> }[][];
  for (const branch of branches) {
    for (const inner of branch) {
      if (typeof inner.params?.key === 'string')
        return { message: inner.message, keyed: inner.params as KeyedParams };
    }
  }
  return null;
}

function describeValidation(error: Parameters<typeof hasZodFastifySchemaValidationErrors>[0]): {
  message: string;
  detail: ErrorDetail | null;
} {
  if (!hasZodFastifySchemaValidationErrors(error)) return { message: 'Invalid request', detail: null };
  const context = (error as { validationContext?: string }).validationContext ?? 'request';
  const issues = error.validation as ValidationIssue[];
  const message = issues
    .slice(0, 3)
    .map((issue) => `${fieldOf(issue, context)}: ${keyedParams(issue)?.message ?? issue.message}`)
    .join('; ');
  const first = issues[0];
  const keyed = first ? keyedParams(first) : null;
  const detail = first && keyed ? { ...keyed.keyed, field: fieldOf(first, context) } : null;
  return { message, detail };
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
      const { message, detail } = describeValidation(error);
      return reply.status(400).send(failure(message, detail));
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
