import { hpBetSchemas } from '@app/house-provider/client-api';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase } from '../db/database.js';
import {
  handlerParsedSchemas,
  isStrictPattern,
  recordRoutes,
  requestParts,
  stringFields,
  type RegisteredRoute,
} from './request-schemas.js';
import { buildTestApp } from './test-app.js';

// A database that is never reached: building the app registers routes without a query.
const db = await openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
const { app, routes } = await recordRoutes(() => buildTestApp(db));

afterAll(async () => {
  await db.destroy();
});

describe('request schemas', () => {
  it('records the routes of the whole app', () => {
    expect(routes.length).toBeGreaterThan(80);
    expect(routes.some((route) => route.url === '/wps/member/register' && route.schemas.body)).toBe(true);
    void app;
  });

  it('every string field of every request schema is the text type or a strict pattern', () => {
    const schemas: { where: string; schema: z.ZodType }[] = routes.flatMap((route: RegisteredRoute) =>
      requestParts.flatMap((part) => {
        const schema = route.schemas[part];
        return schema ? [{ where: `${route.method} ${route.url} ${part}`, schema }] : [];
      }),
    );
    for (const [route, parts] of Object.entries(handlerParsedSchemas)) {
      for (const [part, schema] of Object.entries(parts)) schemas.push({ where: `${route} ${part}`, schema });
    }
    for (const [engine, schema] of Object.entries(hpBetSchemas)) {
      schemas.push({ where: `POST /hp/api/rounds body bet (${engine})`, schema });
    }
    const loose = schemas.flatMap(({ where, schema }) =>
      stringFields(schema)
        .filter((field) => field.guard.type === 'none')
        // The bet is parsed against hpBetSchemas[engine], walked above.
        .filter((field) => !(where.startsWith('POST /hp/api/rounds body') && field.path.join('.') === 'bet'))
        .map((field) => `${where}: ${field.path.join('.') || '(root)'}${field.isKey ? ' (key)' : ''}`),
    );
    expect(loose).toEqual([]);
  });
});

describe('stringFields', () => {
  it('finds nested strings, record keys and union options, and tells their guard', () => {
    const schema = z.object({
      a: z.string(),
      b: z.object({ c: z.array(z.string().regex(/^\d+$/)) }).optional(),
      d: z.record(z.string(), z.enum(['x'])),
      e: z.union([z.string().regex(/^.+$/), z.number()]).transform(String),
    });
    expect(
      stringFields(schema).map((field) => [field.path.join('.'), field.isKey, field.guard.type]),
    ).toEqual([
      ['a', false, 'none'],
      ['b.c.*', false, 'pattern'],
      ['d.*', true, 'none'],
      ['e', false, 'none'],
    ]);
  });

  it('counts only patterns that list their characters as strict', () => {
    for (const strict of [/^\d{1,18}$/, /^[A-Za-z0-9_-]{8,64}$/, /^[a-z0-9]+\.svg$/, /^[\x21-\x7e]+$/]) {
      expect(isStrictPattern(strict), strict.source).toBe(true);
    }
    for (const loose of [
      /^.+$/,
      /^\S+$/,
      /^[^<>]+$/,
      /^[\s\S]*$/,
      // eslint-disable-next-line no-control-regex -- the pattern under test names a control character
      /^[\x00-\x7f]+$/,
      /^\P{L}+$/u,
      /^a\tb$/,
    ]) {
      expect(isStrictPattern(loose), loose.source).toBe(false);
    }
  });
});
