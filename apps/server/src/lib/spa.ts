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

/** Serves the built web app: hashed assets cached for a year, everything else revalidated. */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
}

/** History fallback: a page route gets index.html; an unknown page gets index.html with 404 (the app sends it home). */
export function sendSpaShell(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const pathname = request.url.split('?')[0] ?? '/';
  return reply
    .code(isSpaRoute(pathname) ? 200 : 404)
    .header('cache-control', REVALIDATE)
    .sendFile('index.html');
}

export function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isApiPath(pathname)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept === '' || accept.includes('*/*');
}
