import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
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
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head><title>shell</title></head>');
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
