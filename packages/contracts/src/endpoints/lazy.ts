import type { EndpointSchemas } from '../endpoint.js';
import type * as SchemaModule from '../schemas.js';

/**
 * An endpoint's schemas and docs, picked from the contracts' schema modules when first asked for. The
 * dynamic import keeps zod out of every web bundle that only calls endpoints.
 */
export function lazy<const S extends EndpointSchemas>(
  pick: (schemas: typeof SchemaModule) => S,
): () => Promise<S> {
  return async () => pick(await import('../schemas.js'));
}
