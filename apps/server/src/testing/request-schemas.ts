import diagnostics from 'node:diagnostics_channel';
import {
  sendChatMessageSchema,
  staffChatMessageSchema,
  submitFeedbackSchema,
  textKindOf,
  withdrawalReceiptSchema,
  type TextKind,
} from '@app/contracts';
import {
  hpCreateDemoSessionRequestSchema,
  hpCreateSessionRequestSchema,
  hpPlayRoundRequestSchema,
  hpRoundListQuerySchema,
  hpRoundParamsSchema,
  hpSetSeedRequestSchema,
} from '@app/house-provider/client-api';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { z } from 'zod';

/**
 * Test-only view of the request schemas: every route the app registers with its body, querystring and
 * params zod schemas, and a walk over a schema's string fields. The text-field tests use it to prove
 * that every string a client can send is either the contracts' text type or a strict pattern.
 */

export type RequestPart = 'body' | 'querystring' | 'params';
export const requestParts: readonly RequestPart[] = ['body', 'querystring', 'params'];

/** Request schemas that handlers parse themselves (no route schema): multipart receipts and the house provider. */
export const handlerParsedSchemas: Record<string, Partial<Record<RequestPart, z.ZodType>>> = {
  'POST /wps/cashier/withdrawals/:id/receipt': { body: withdrawalReceiptSchema },
  'PUT /wps/feedback': { body: submitFeedbackSchema },
  'POST /wps/support/chat/messages': { body: sendChatMessageSchema },
  'POST /wps/operator/chat/conversations/:id/messages': { body: staffChatMessageSchema },
  'POST /hp/api/sessions': { body: hpCreateSessionRequestSchema },
  'POST /hp/api/demo-sessions': { body: hpCreateDemoSessionRequestSchema },
  'POST /hp/api/rounds': { body: hpPlayRoundRequestSchema },
  'GET /hp/api/rounds': { querystring: hpRoundListQuerySchema },
  'POST /hp/api/seeds': { body: hpSetSeedRequestSchema },
  'GET /hp/api/rounds/:roundId': { params: hpRoundParamsSchema },
};

export interface RegisteredRoute {
  method: string;
  url: string;
  schemas: Partial<Record<RequestPart, z.ZodType>>;
  consumes: string[];
}

const zodSchemaOf = (value: unknown): z.ZodType | undefined =>
  typeof value === 'object' && value !== null && '_zod' in value ? (value as z.ZodType) : undefined;

/**
 * Records the routes of every Fastify instance created while `build` runs (through Fastify's
 * `fastify.initialization` diagnostics channel, so the app needs no test hook of its own).
 */
export async function recordRoutes(
  build: () => Promise<FastifyInstance>,
): Promise<{ app: FastifyInstance; routes: RegisteredRoute[] }> {
  const routes: RegisteredRoute[] = [];
  const onCreate = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options: RouteOptions) => {
      const schema = (options.schema ?? {}) as Record<string, unknown>;
      for (const method of [options.method].flat()) {
        if (method === 'HEAD') continue;
        const schemas: RegisteredRoute['schemas'] = {};
        for (const part of requestParts) {
          const found = zodSchemaOf(schema[part]);
          if (found) schemas[part] = found;
        }
        const consumes = Array.isArray(schema.consumes) ? (schema.consumes as string[]) : [];
        routes.push({ method, url: options.url, schemas, consumes });
      }
    });
  };
  diagnostics.subscribe('fastify.initialization', onCreate);
  try {
    const app = await build();
    return { app, routes };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onCreate);
  }
}

/** How a string field is guarded: the text type (of a kind), a strict pattern, or nothing. */
export type StringGuard =
  { type: 'text'; kind: TextKind } | { type: 'pattern'; pattern: RegExp } | { type: 'none' };

export interface StringField {
  /** Path from the schema's root; '*' stands for any array index or record key. */
  path: string[];
  /** True when the path ends in a record key rather than a value. */
  isKey: boolean;
  schema: z.ZodType;
  guard: StringGuard;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

/**
 * A pattern counts as strict when it can only match listed characters: no wildcard (`.`, `\S`, `\W`,
 * `\D`, `\s`, `\P{…}`), no negated class, no escape naming a control character.
 */
export function isStrictPattern(pattern: RegExp): boolean {
  const source = pattern.source;
  const controlEscape =
    /^\\(x[01][0-9a-fA-F]|x7[fF]|x[89][0-9a-fA-F]|u00[01890]|u007[fF]|u20[026]|c[A-Za-z]|0|[tnrvf])/;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      const rest = source.slice(i);
      if (/^\\[SWDsPp]/.test(rest) && !/^\\p\{(L|M|N|Nd|Lu|Ll)\}/.test(rest)) return false;
      if (controlEscape.test(rest)) return false;
      i += 1;
    } else if (char === '[') {
      if (source[i + 1] === '^') return false;
      inClass = true;
    } else if (char === ']') inClass = false;
    else if (char === '.' && !inClass) return false;
  }
  return true;
}

function guardOf(schema: z.ZodType): StringGuard {
  const kind = textKindOf(schema);
  if (kind) return { type: 'text', kind };
  const def = defOf(schema);
  const checks = (def.checks ?? []) as { _zod: { def: { format?: string; pattern?: RegExp } } }[];
  const own =
    def.format !== undefined
      ? [(schema as unknown as { _zod: { def: { pattern?: RegExp } } })._zod.def.pattern]
      : [];
  const patterns = [...own, ...checks.map((check) => check._zod.def.pattern)].filter(
    (pattern): pattern is RegExp => pattern instanceof RegExp,
  );
  const strict = patterns.find(isStrictPattern);
  return strict ? { type: 'pattern', pattern: strict } : { type: 'none' };
}

/** Every string a client can send inside `schema` (values and record keys), with how it is guarded. */
export function stringFields(
  schema: z.ZodType,
  path: string[] = [],
  seen = new Set<z.ZodType>(),
): StringField[] {
  if (seen.has(schema)) return [];
  const def = defOf(schema);
  const inner = (child: unknown, at = path) =>
    stringFields(child as z.ZodType, at, new Set([...seen, schema]));
  switch (def.type) {
    case 'string':
      return [{ path, isKey: false, schema, guard: guardOf(schema) }];
    case 'object': {
      const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
      const fields = Object.entries(shape).flatMap(([key, child]) => inner(child, [...path, key]));
      const catchall = def.catchall as z.ZodType | undefined;
      return catchall && defOf(catchall).type !== 'never'
        ? [...fields, ...inner(catchall, [...path, '*'])]
        : fields;
    }
    case 'record':
      return [
        ...inner(def.keyType).map((field) => ({ ...field, path: [...path, '*'], isKey: true })),
        ...inner(def.valueType, [...path, '*']),
      ];
    case 'array':
      return inner(def.element, [...path, '*']);
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, index) => inner(item, [...path, String(index)]));
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => inner(option));
    case 'intersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'pipe': {
      // A pipe ending in a guarded string (e.g. digits after a number-or-string union) guards what goes in.
      const out = stringFields(def.out as z.ZodType);
      const outGuard = out.length === 1 && out[0]?.path.length === 0 ? out[0].guard : undefined;
      return inner(def.in).map((field) =>
        field.guard.type === 'none' && outGuard && outGuard.type !== 'none'
          ? { ...field, guard: outGuard }
          : field,
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    case 'any':
    case 'unknown':
    case 'custom':
      // Opaque to the walk: whatever the handler makes of it must be proved by the route's own test.
      return [{ path, isKey: false, schema, guard: { type: 'none' } }];
    default:
      return [];
  }
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** Guesses for a string's value, tried in order until one passes the schema. */
const stringGuesses = [
  'abc',
  '1',
  '1.00',
  '10',
  'en',
  'W',
  'a01',
  'abcdef123456',
  'Abc12345',
  '2024-01-02',
  '01712345678',
  '+880',
  'someone@example.com',
  '1.svg',
  'a.svg',
  'ABC',
  'ABC.svg',
];

/**
 * A plausible value for `schema` (the first of a few guesses that parses), with `target` (a path of
 * stringFields) set to `value`. Optional fields are left out unless they lie on the target's path.
 */
export function sampleValue(
  schema: z.ZodType,
  target?: { path: string[]; value: unknown; isKey?: boolean },
): unknown {
  const guesses = candidates(schema, target);
  return guesses.find((guess) => target || schema.safeParse(guess).success) ?? guesses[0];
}

function candidates(
  schema: z.ZodType,
  target?: { path: string[]; value: unknown; isKey?: boolean },
): unknown[] {
  const def = defOf(schema);
  const onPath = target !== undefined;
  if (onPath && target.path.length === 0 && !target.isKey) return [target.value];
  const rest = (at: string) =>
    onPath && (target.path[0] === at || target.path[0] === '*')
      ? { ...target, path: target.path.slice(1) }
      : undefined;
  switch (def.type) {
    case 'string':
      return stringGuesses;
    case 'number':
      return [1, 10, 100, 0, 101, 1000, 10_000];
    case 'boolean':
      return [true, false];
    case 'literal':
      return [...(def.values as unknown[])];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'null':
      return [null];
    case 'object': {
      const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
      const value: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(shape)) {
        const sub = rest(key);
        const optional = child._zod.optin !== undefined;
        if (sub && target?.path[0] === key) value[key] = sampleValue(child, sub);
        else if (!optional) value[key] = sampleValue(child);
      }
      return [value];
    }
    case 'record': {
      const sub = rest('*');
      const key =
        sub && sub.path.length === 0 && target?.isKey
          ? String(target.value)
          : String(sampleValue(def.keyType as z.ZodType));
      const valueTarget = sub && !(sub.path.length === 0 && target?.isKey) ? sub : undefined;
      return [{ [key]: sampleValue(def.valueType as z.ZodType, valueTarget) }];
    }
    case 'array':
      return [[sampleValue(def.element as z.ZodType, rest('*'))]];
    case 'tuple':
      return [(def.items as z.ZodType[]).map((item, index) => sampleValue(item, rest(String(index))))];
    case 'union': {
      const options = def.options as z.ZodType[];
      if (onPath) {
        const holder = options.find((option) =>
          stringFields(option).some((field) => field.path.join('/') === target.path.join('/')),
        );
        return [sampleValue(holder ?? options[0]!, target)];
      }
      return unique(options.flatMap((option) => candidates(option)));
    }
    case 'pipe':
      return candidates(def.in as z.ZodType, target);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return candidates(def.innerType as z.ZodType, target);
    case 'lazy':
      return candidates((def.getter as () => z.ZodType)(), target);
    default:
      return [{}];
  }
}
