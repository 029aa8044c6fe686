import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.js';
import { testDatabaseKinds, type TestDatabase } from '../testing/test-database.js';
import {
  docsContentSecurityPolicy,
  permissionsPolicy,
  svgContentSecurityPolicy,
} from './security-headers.js';

const themeScript = "document.documentElement.setAttribute('data-theme', 'dark');";
/** The prerendered home screen's inline style (apps/web/build/home-shell.ts). */
const shellStyle = '.hs-bar{height:60px}';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSP as a map of directive → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

function expectSiteHeaders(response: LightMyRequestResponse) {
  const policy = policyOf(response);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')?.[0]).toBe("'self'");
  expect(policy.get('script-src')?.join(' ')).not.toMatch(/unsafe/);
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('style-src')).toEqual(["'self'", sha256(shellStyle)]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('frame-src')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'same-origin',
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  });
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe.each(testDatabaseKinds())('security headers ($name)', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dist: string;
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><head><script>${themeScript}</script><script type="module" src="/assets/index-Ab12Cd.js"></script></head><title>shell</title><style>${shellStyle}</style>`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    database = await kind.create();
    app = await buildTestApp(database.db, { WEB_DIST: dist });
    app.get('/wps/test/crash', { config: { access: 'public' } }, () => {
      throw new Error('boom');
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends them with the web app, whose inline theme script and shell style are allowed by their hashes only', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expectSiteHeaders(response);
    expect(policyOf(response).get('script-src')).toEqual(["'self'", sha256(themeScript)]);
  });

  it('sends them with API answers, static files, 404s and errors', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/wps/system/status' }),
      app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' }),
      app.inject({ method: 'GET', url: '/wps/no-such-route' }),
      app.inject({ method: 'GET', url: '/no-such-page', headers: html }),
      app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { 'content-type': 'application/json' },
        payload: '{broken',
      }),
      app.inject({ method: 'GET', url: '/wps/member/info' }),
      app.inject({ method: 'GET', url: '/wps/test/crash' }),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 404, 404, 400, 401, 500]);
    for (const response of answers) expectSiteHeaders(response);
  });

  it('gives SVG answers (server-drawn art) a policy without any script', async () => {
    const responses = [
      await app.inject({ method: 'GET', url: '/favicon.svg' }),
      await app.inject({ method: 'GET', url: '/wps/static/banners/welcome.svg?lang=bn' }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['content-security-policy']).toBe(svgContentSecurityPolicy);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves the API documentation with its own policy while enabled (outside production by default)', async () => {
    const page = await app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe(docsContentSecurityPolicy);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.body).toContain('swagger-ui-bundle.js');
    const json = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toHaveProperty('openapi');
  });
});

describe.each(testDatabaseKinds())('security settings ($name)', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.create();
  });

  afterAll(async () => {
    await database.close();
  });

  async function withApp(env: Record<string, string>, body: (app: FastifyInstance) => Promise<void>) {
    const app = await buildTestApp(database.db, env);
    try {
      await body(app);
    } finally {
      await app.close();
    }
  }

  it('sends HSTS and upgrade-insecure-requests only when TLS terminates in front', async () => {
    await withApp({ TLS_IN_FRONT: 'true' }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/wps/system/status' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(policyOf(response).has('upgrade-insecure-requests')).toBe(true);
    });
    await withApp({ TLS_IN_FRONT: 'false' }, async (app) => {
      const response = await app.inject({ method: 'GET', url: '/wps/system/status' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  });

  it('adds the configured image sources to img-src', async () => {
    await withApp(
      { CSP_IMAGE_SOURCES: 'https://img.example-cdn.com, https://cdn2.example.com' },
      async (app) => {
        const response = await app.inject({ method: 'GET', url: '/wps/system/status' });
        expect(policyOf(response).get('img-src')).toEqual([
          "'self'",
          'data:',
          'blob:',
          'https://img.example-cdn.com',
          'https://cdn2.example.com',
        ]);
      },
    );
  });

  it('answers /docs with 404 when the documentation is off: by setting, and by default in production', async () => {
    const off: Record<string, string>[] = [{ DOCS_ENABLED: 'false' }, { NODE_ENV: 'production' }];
    for (const env of off) {
      await withApp(env, async (app) => {
        for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
          const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
          expect(response.statusCode, `${url} with ${JSON.stringify(env)}`).toBe(404);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
        }
      });
    }
    await withApp({ NODE_ENV: 'production', DOCS_ENABLED: 'true' }, async (app) => {
      expect((await app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
    });
  });
});
