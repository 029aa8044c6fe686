import type { z } from 'zod';

// Zod-free at run time (type imports only): the web's home route imports descriptors without pulling
// zod in. Each descriptor loads its schemas lazily; only the server (and OpenAPI) ever calls it.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a staff account may be allowed to do; a route declares the one it needs as `operator:<permission>`. */
export const operatorPermissions = [
  'cashier',
  'adjustments',
  'ledger',
  'catalog',
  'content',
  'messages',
  'agents',
  'games',
  'rewards',
  'support',
  'members',
  'config',
  'staff',
  'reports',
  'risk',
  'audit',
] as const;
export type OperatorPermission = (typeof operatorPermissions)[number];

/**
 * Who may call an endpoint; one hook on the server enforces it before the handler runs.
 * - `public`: anyone.
 * - `visitor`: anyone; a live session's principal (trial included) when a token comes, else none.
 * - `session`: a live session, trial accounts included.
 * - `account`: a live session of a real (non-trial) account of any type.
 * - `player`: a real account of the player site (members and agents; not staff).
 * - `agent`: an agent account (types 1, 2, 41, 42).
 * - `operator:<permission>`: a staff account holding that permission.
 * - `provider-signed`: a game provider's call signed with its secret (seamless wallet).
 * - `gateway-signed`: a payment gateway's callback, verified by the gateway's adapter.
 * - `development`: served only outside production (development outbox).
 */
export type Access =
  | 'public'
  | 'visitor'
  | 'session'
  | 'account'
  | 'player'
  | 'agent'
  | `operator:${OperatorPermission}`
  | 'provider-signed'
  | 'gateway-signed'
  | 'development';

/** The failure statuses an endpoint can answer (besides 500, which every endpoint can). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/** How the request body travels: JSON, (enc) encrypted JSON, form-encoded, or multipart with files. */
export type BodyKind = 'json' | 'encrypted' | 'form' | 'multipart';

/** The documented, validated half of an endpoint: loaded lazily, so only the server pays for zod. */
export interface EndpointSchemas {
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's value on success; absent for endpoints answering raw bytes (images, pages, redirects). */
  response?: z.ZodType;
  /** The envelope's value on failure; default: the error detail (`{ key, params, field?, ... }` or null). */
  errorValue?: z.ZodType;
}

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas, A extends Access = Access> {
  method: HttpMethod;
  /** Fastify-style path: `/wps/cashier/withdrawals/:id/receipt`. */
  path: string;
  access: A;
  /** The failure statuses it answers; the OpenAPI document lists them and the route-access test holds it to them. */
  errors: readonly ErrorStatus[];
  /** OpenAPI group. */
  tag: string;
  /** Default `json` when a body schema is declared. */
  body?: BodyKind;
  /** A session that must change its password first may still call it (change password, who am I, logout). */
  allowPendingPasswordChange?: boolean;
  schemas: () => Promise<S>;
}

/**
 * Declares an endpoint; see endpoints/schemas.ts for the lazy `schemas`. Free of side effects, so a
 * bundle keeps only the descriptors it calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<const S extends EndpointSchemas, const A extends Access>(
  endpoint: Endpoint<S, A>,
): Endpoint<S, A> {
  return endpoint;
}

type SchemasOf<E> = E extends Endpoint<infer S, Access> ? S : never;
type Part<E, K extends keyof EndpointSchemas, Mode extends 'in' | 'out'> =
  SchemasOf<E> extends { [P in K]: infer T extends z.ZodType }
    ? Mode extends 'in'
      ? z.input<T>
      : z.output<T>
    : undefined;

/** The value a successful call answers (as the caller receives it). */
export type EndpointResponse<E> = Part<E, 'response', 'out'>;
/** The value a handler returns (before serialisation). */
export type EndpointResult<E> = Part<E, 'response', 'in'>;
export type EndpointBody<E> = Part<E, 'body', 'in'>;
export type EndpointQuery<E> = Part<E, 'query', 'in'>;
export type EndpointParams<E> = Part<E, 'params', 'in'>;
/** What the server hands a handler after validation. */
export type ParsedBody<E> = Part<E, 'body', 'out'>;
export type ParsedQuery<E> = Part<E, 'query', 'out'>;
export type ParsedParams<E> = Part<E, 'params', 'out'>;

/** Fills `:name` segments of a path; every value is URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
