import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const endpointModule =
  /[\\/]packages[\\/]contracts[\\/]src[\\/]endpoints[\\/](?!lazy\.)(?:[^\\/]+[\\/])?[^\\/]+\.ts$/;

/** What the browser reads of a descriptor; the rest (access, errors, docs, schemas) is the server's. */
const browserFields = new Set(['method', 'path', 'body']);

/** The server-only properties of the object literals passed to defineEndpoint(...) in a module. */
function serverProperties(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) serverProperties(child, found);
    return found;
  }
  if (!node || typeof node !== 'object') return found;
  const current = node as Node;
  if (
    current.type === 'CallExpression' &&
    (current.callee as Node | undefined)?.type === 'Identifier' &&
    (current.callee as { name?: string }).name === 'defineEndpoint'
  ) {
    const [literal] = current.arguments as Node[];
    for (const property of (literal?.properties as Node[] | undefined) ?? []) {
      const name = (property.key as { name?: string } | undefined)?.name;
      if (name === undefined || !browserFields.has(name)) found.push(property);
    }
  }
  for (const [key, value] of Object.entries(current)) {
    if (key !== 'start' && key !== 'end' && typeof value === 'object') serverProperties(value, found);
  }
  return found;
}

/**
 * Endpoint descriptors carry their access, error statuses, OpenAPI text and (behind a lazy function)
 * zod schemas for the server. The browser needs method, path and body kind alone, so this drops the
 * rest from the web bundles (and with it the dynamic import of every schema module).
 */
export function stripEndpointSchemas(): Plugin {
  return {
    name: 'strip-endpoint-schemas',
    enforce: 'post',
    transform(code, id) {
      if (!endpointModule.test(id)) return null;
      const properties = serverProperties(this.parse(code)).sort((a, b) => b.start - a.start);
      let stripped = code;
      for (const property of properties) {
        const end = stripped[property.end] === ',' ? property.end + 1 : property.end;
        stripped = stripped.slice(0, property.start) + stripped.slice(end);
      }
      return { code: stripped, map: null };
    },
  };
}
