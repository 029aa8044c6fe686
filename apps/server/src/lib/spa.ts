import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { spaPaths } from '@app/contracts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Paths owned by the API and tooling: never answered with the SPA. */
const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/docs', '/ws', '/healthz', '/readyz', '/dev/'];

export function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix));
}

export function isSpaRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return spaPaths.some((route) => clean === route || (route !== '/' && clean.startsWith(`${route}/`)));
}

export function hasWebBuild(distDir: string): boolean {
  return fs.existsSync(path.join(distDir, 'index.html'));
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated; the build's
 * brotli or gzip copy of a file when the browser accepts it (compressed once at build, not per request).
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
}

/** What the page's start-up would fetch first, written into the page so it need not wait for it. */
export type SiteStartOf = (request: FastifyRequest) => Promise<unknown>;

const SITE_START_ELEMENT = 'site-start';

/** JSON safe inside a <script> element: no `<` that could close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * History fallback: a page route gets index.html, with the visitor's site start (system status and
 * permission info) in a JSON script element the app reads instead of two requests after the scripts;
 * an unknown page gets the same with 404 (the app sends it home).
 */
export function createSpaShell(distDir: string, siteStartOf: SiteStartOf) {
  const file = path.join(distDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  const shell = () => {
    const { mtimeMs } = fs.statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return cached.html;
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const pathname = request.url.split('?')[0] ?? '/';
    const start = await siteStartOf(request);
    const html = shell().replace(
      '</head>',
      `<script id="${SITE_START_ELEMENT}" type="application/json">${scriptJson(start)}</script></head>`,
    );
    return reply
      .code(isSpaRoute(pathname) ? 200 : 404)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(html);
  };
}

export function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isApiPath(pathname)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept === '' || accept.includes('*/*');
}
