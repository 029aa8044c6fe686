import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd.js'), 'console.log(1)');
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
