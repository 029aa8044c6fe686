import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';
import { AppError, ok } from './envelope.js';

describe.each(testDatabaseKinds())('envelope and errors ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await kind.create();
    app = await buildTestApp(database.db, { BODY_LIMIT_BYTES: '2048' });
    // Probe routes exercise the shared validation and error handling the way feature routes use it.
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/wps/test/echo',
      {
        config: { access: 'public' },
        schema: { body: z.object({ amount: z.number().int().positive(), note: z.string().max(10) }) },
      },
      (request) => ok(request.body),
    );
    typed.get('/wps/test/forbidden', { config: { access: 'public' } }, () => {
      throw new AppError(403, 'FORBIDDEN', 'Non-agents cannot log in');
    });
    typed.get('/wps/test/crash', { config: { access: 'public' } }, () => {
      throw new Error('secret stack detail: password=hunter2');
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('wraps a good answer in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      payload: { amount: 5, note: 'hi' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { amount: 5, note: 'hi' }, message: 'success' });
  });

  it('answers a wrong type with 400 naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      payload: { amount: 'ten', note: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ success: boolean; value: unknown; message: string }>();
    expect(body.success).toBe(false);
    expect(body.value).toBeNull();
    expect(body.message).toMatch(/^amount: /);
  });

  it('answers a missing field with 400 naming the field', async () => {
    const res = await app.inject({ method: 'POST', url: '/wps/test/echo', payload: { amount: 1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      value: null,
      message: expect.stringMatching(/^note: /) as unknown,
    });
  });

  it('answers a missing body and broken JSON with 400', async () => {
    const missing = await app.inject({ method: 'POST', url: '/wps/test/echo' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, value: null });

    const broken = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount": 1,',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, value: null, message: 'Request body is not valid JSON' });
  });

  it('answers an oversize body with 413 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      payload: { amount: 1, note: 'x'.repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, value: null, message: 'Request body is too large' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<amount>1</amount>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, value: null });
  });

  it('passes an application error through with its status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/test/forbidden' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, value: null, message: 'Non-agents cannot log in' });
  });

  it('hides internal errors behind a 500 with no details', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/test/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, value: null, message: 'Unknown error' });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });

  it('answers unknown routes with 404 in the envelope', async () => {
    for (const url of ['/wps/nothing/here', '/lgw/games/unknown', '/favicon-that-does-not-exist.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, value: null, message: 'Not found' });
    }
    const wrongMethod = await app.inject({ method: 'DELETE', url: '/wps/system/status' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json()).toMatchObject({ success: false });
  });

  it('answers the health probes', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      success: true,
      value: { status: 'ok' },
      message: 'success',
    });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
      value: { status: 'ready' },
    });
  });

  it('publishes the OpenAPI document generated from the schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/wps/system/status', '/wps/system/permission']),
    );
  });
});
