import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  HOME_BANNER_SLOT,
  HOME_SHELL_END,
  HOME_SHELL_START,
  SITE_NAME_SLOT,
  type PermissionInfo,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.js';
import { primaryTestDatabaseKind, type TestDatabase } from '../testing/test-database.js';

describe('serving the web app', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let dist: string;
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    // The build's index.html, with the home page's prerendered screen (apps/web/build/home-shell.ts).
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><head><title>shell</title></head><body>${HOME_SHELL_START}<div id="home-shell">` +
        `<span>${SITE_NAME_SLOT}</span>${HOME_BANNER_SLOT}</div>${HOME_SHELL_END}<div id="root"></div></body>`,
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
    // What the build's compression plugin writes beside a large asset.
    const big = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    fs.writeFileSync(path.join(dist, 'assets', 'big-Ef34Gh.js'), big);
    fs.writeFileSync(path.join(dist, 'assets', 'big-Ef34Gh.js.br'), brotliCompressSync(big));
    fs.writeFileSync(path.join(dist, 'assets', 'big-Ef34Gh.js.gz'), gzipSync(big));
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    database = await primaryTestDatabaseKind().create();
    app = await buildTestApp(database.db, { WEB_DIST: dist });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/',
    '/home',
    '/index.html',
    '/promotions',
    '/member/depositv2',
    '/agent',
    '/agentHome',
    '/vnLottery',
    '/seamless',
  ])('falls back to the app shell on the page route %s', async (url) => {
    const res = await app.inject({ method: 'GET', url, headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("writes the visitor's site start into the shell, as the status and permission endpoints answer it", async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: html });
    const written = /<script id="site-start" type="application\/json">(.*?)<\/script><\/head>/.exec(res.body);
    expect(written).not.toBeNull();
    const start = JSON.parse(written?.[1] ?? '{}') as { status: unknown; permission: unknown };
    const status = await app.inject({ method: 'GET', url: '/wps/system/status' });
    const permission = await app.inject({ method: 'GET', url: '/wps/system/permission' });
    expect(start.status).toEqual(status.json<{ value: unknown }>().value);
    expect(start.permission).toEqual(permission.json<{ value: unknown }>().value);
    expect(written?.[1]).not.toContain('<');
  });

  it("prerenders the home page's first screen: the site name and the first home banner, in every language", async () => {
    const permission = (await app.inject({ method: 'GET', url: '/wps/system/permission' })).json<{
      value: PermissionInfo;
    }>().value;
    const { siteName, defaultLanguage } = permission.resources;
    for (const url of ['/', '/?lobby=HOME', '/?token=abc']) {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.body).toContain(`<div id="home-shell"><span>${siteName}</span><img id="home-shell-banner"`);
      const banner = /<img id="home-shell-banner"[^>]*>/.exec(res.body)?.[0] ?? '';
      // The seeded first banner (welcome), its picture in each language, the default one as src.
      expect(banner).toContain(`src="/wps/static/banners/welcome.svg?lang=${defaultLanguage}"`);
      expect(banner).toContain('fetchpriority="high"');
      const images = /data-images="([^"]*)"/.exec(banner)?.[1]?.replace(/&#34;/g, '"');
      expect(JSON.parse(images ?? '{}')).toEqual({
        bn: '/wps/static/banners/welcome.svg?lang=bn',
        en: '/wps/static/banners/welcome.svg?lang=en',
      });
      expect(res.body).not.toContain(SITE_NAME_SLOT);
      expect(res.body).not.toContain(HOME_BANNER_SLOT);
    }
  });

  it.each(['/promotions', '/?lobby=SLOT', '/member/depositv2', '/no-such-page'])(
    'leaves the home screen out of %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: html });
      expect(res.body).toContain('<title>shell</title>');
      expect(res.body).not.toContain('home-shell');
      expect(res.body).toContain('<body><div id="root"></div></body>');
    },
  );

  it('compresses the page for the browser (brotli, else gzip, never a refused coding)', async () => {
    const ask = (encoding: string) =>
      app.inject({ method: 'GET', url: '/', headers: { ...html, 'accept-encoding': encoding } });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('id="home-shell"');
    const gzip = await ask('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<title>shell</title>');
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<title>shell</title>');
  });

  it("serves the build's brotli or gzip copy of an asset to a browser that accepts it", async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/big-Ef34Gh.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');
    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/big-Ef34Gh.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/big-Ef34Gh.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('compresses API answers of 1 KB or more', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/wps/system/permission',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toMatchObject({ success: true });
  });

  it('serves the shell with 404 for unknown pages so the app can send the visitor home', async () => {
    const res = await app.inject({ method: 'GET', url: '/no-such-page', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>shell</title>');
  });

  it('keeps API paths out of the fallback', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/unknown', headers: html });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, value: null, message: 'Not found' });
  });
});
