import {
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  type Access,
  type Endpoint,
  type EndpointResult,
  type EndpointSchemas,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
} from '@app/contracts';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { PrincipalOf } from './access.js';
import { encryptedBodyNote } from './encrypted-body.js';
import { ok } from './envelope.js';
import { sendEnvelopeOf } from './envelope-json.js';
import { acceptFormBodies } from './form-body.js';

export interface HandlerContext<E extends Endpoint> {
  params: ParsedParams<E>;
  query: ParsedQuery<E>;
  body: ParsedBody<E>;
  principal: E extends Endpoint<EndpointSchemas, infer A extends Access> ? PrincipalOf<A> : never;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Replaces the envelope's message of a successful answer (default 'success'). */
  setMessage: (message: string) => void;
}

type SchemasOf<E> = E extends Endpoint<infer S, Access> ? S : never;

/**
 * An envelope endpoint's handler returns the envelope's value; one that answers raw bytes (an image, a
 * page, a redirect) has no response schema and returns the reply it sent.
 */
export type HandlerResult<E extends Endpoint> =
  SchemasOf<E> extends { response: unknown } ? EndpointResult<E> : FastifyReply;

export type Handler<E extends Endpoint> = (context: HandlerContext<E>) => Promise<HandlerResult<E>>;

export interface RouteExtras {
  bodyLimit?: number;
  /**
   * The handler hands back cached result objects: serialise each object once (checked against the
   * response schema the first time) instead of on every request.
   */
  serialiseOncePerValue?: boolean;
}

export interface EndpointRoute {
  endpoint: Endpoint;
  handler: (context: HandlerContext<Endpoint>) => Promise<unknown>;
  extras: RouteExtras;
}

/** Pairs an endpoint descriptor with its handler. */
export function route<E extends Endpoint>(
  endpoint: E,
  handler: Handler<E>,
  extras: RouteExtras = {},
): EndpointRoute {
  return { endpoint, handler, extras };
}

export interface EndpointHooks {
  /** Turns an (enc) body into its decrypted JSON before validation. */
  decryptBody: preValidationAsyncHookHandler;
}

/** Registers one endpoint as a Fastify route: schemas and docs from the descriptor, access in its config. */
async function addEndpointRoute(
  app: FastifyInstance,
  { endpoint, handler, extras }: EndpointRoute,
  hooks: EndpointHooks,
): Promise<void> {
  const schemas = await endpoint.schemas();
  const errorEnvelope = schemas.errorValue
    ? envelopeSchema(schemas.errorValue)
    : errorEnvelopeWithDetailSchema;
  const envelope = schemas.response !== undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      access: endpoint.access,
      allowPendingPasswordChange: endpoint.allowPendingPasswordChange ?? false,
      errors: endpoint.errors,
    },
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    ...(endpoint.body === 'encrypted' ? { preValidation: hooks.decryptBody } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: schemas.summary,
      description: [
        `Access: ${endpoint.access}.`,
        endpoint.body === 'encrypted' ? encryptedBodyNote : undefined,
        schemas.description,
      ]
        .filter(Boolean)
        .join(' '),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body && endpoint.body !== 'multipart' ? { body: schemas.body } : {}),
      ...(endpoint.body === 'multipart' ? { consumes: ['multipart/form-data', 'application/json'] } : {}),
      response: {
        ...(schemas.response ? { 200: envelopeSchema(schemas.response) } : {}),
        ...Object.fromEntries(endpoint.errors.map((status) => [status, errorEnvelope])),
      },
    },
    handler: async (request, reply) => {
      let message: string | undefined;
      const value = await handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body as never,
        principal: request.principal as never,
        request,
        reply,
        setMessage: (text) => {
          message = text;
        },
      });
      if (extras.serialiseOncePerValue && schemas.response) {
        return sendEnvelopeOf(reply, schemas.response, value);
      }
      return envelope ? ok(value, message) : value;
    },
  });
}

/** A Fastify plugin registering a module's endpoint routes, built from the module's dependencies. */
export function endpointRoutes<D extends EndpointHooks>(
  build: (deps: D) => EndpointRoute[],
): FastifyPluginAsync<D> {
  return async (app, deps) => {
    const definitions = build(deps);
    const formBodies = definitions.some(({ endpoint }) => endpoint.body === 'form');
    if (formBodies && !app.hasContentTypeParser('application/x-www-form-urlencoded')) acceptFormBodies(app);
    for (const definition of definitions) await addEndpointRoute(app, definition, deps);
  };
}
