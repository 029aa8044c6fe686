import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './escape-html.js';
import {
  HOME_BANNER_ID,
  HOME_BANNER_SLOT,
  HOME_SHELL_END,
  HOME_SHELL_START,
  SITE_NAME_SLOT,
  spaPaths,
} from '@app/contracts';

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
export type SiteStartOf<Start> = (request: FastifyRequest) => Promise<Start>;

/** What the home page's prerendered first screen shows: the site name and its first banner. */
export interface HomeShellContent {
  siteName: string;
  /** The first home banner's picture by language code, and the language to use when none is stored. */
  banner: { images: Record<string, string>; defaultLanguage: string } | null;
}
/** The home shell's content for a visitor, from their site start. */
export type HomeShellOf<Start> = (start: Start) => Promise<HomeShellContent>;

const SITE_START_ELEMENT = 'site-start';

/** JSON safe inside a <script> element: no `<` that could close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

function homeBannerMarkup(banner: HomeShellContent['banner']): string {
  const src = banner?.images[banner.defaultLanguage] ?? Object.values(banner?.images ?? {})[0];
  if (!banner || !src) return '';
  return (
    `<img id="${HOME_BANNER_ID}" class="hs-banner" src="${escapeHtml(src)}" data-images="${escapeHtml(JSON.stringify(banner.images))}"` +
    ` alt="" width="1200" height="400" fetchpriority="high">`
  );
}

/** index.html for `/`: the home shell filled in; for other pages: without it. */
export function shapeHomeShell(html: string, content: HomeShellContent | null): string {
  const start = html.indexOf(HOME_SHELL_START);
  const end = html.indexOf(HOME_SHELL_END);
  if (start === -1 || end === -1) return html;
  if (!content) return html.slice(0, start) + html.slice(end + HOME_SHELL_END.length);
  return html
    .replace(SITE_NAME_SLOT, escapeHtml(content.siteName))
    .replace(HOME_BANNER_SLOT, homeBannerMarkup(content.banner));
}

/** Whether an Accept-Encoding header takes a content coding (named, and not with q=0). */
function accepts(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    return name.toLowerCase() === coding && !params.some((param) => /^q=0(\.0*)?$/i.test(param));
  });
}

/**
 * The page compressed for the browser (brotli, else gzip): it differs per visitor, so it cannot come
 * precompressed from the build, and the compression plugin does not reach the not-found handler.
 */
function encodePage(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const acceptEncoding = request.headers['accept-encoding'] ?? '';
  reply.header('vary', 'accept-encoding');
  if (accepts(acceptEncoding, 'br')) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (accepts(acceptEncoding, 'gzip')) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
}

/** The home page (the lobby's HOME view): the only page whose first screen is prerendered. */
function isHomeRequest(url: string): boolean {
  const [pathname, query = ''] = url.split('?');
  if (pathname !== '/') return false;
  const lobby = new URLSearchParams(query).get('lobby');
  return lobby === null || lobby === 'HOME';
}

/**
 * History fallback: a page route gets index.html, with the visitor's site start (system status and
 * permission info) in a JSON script element the app reads instead of two requests after the scripts,
 * and, on the home page, its prerendered first screen filled in; an unknown page gets the same with
 * 404 (the app sends it home).
 */
export function createSpaShell<Start>(
  distDir: string,
  siteStartOf: SiteStartOf<Start>,
  homeShellOf: HomeShellOf<Start>,
) {
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
    const home = isHomeRequest(request.url) ? await homeShellOf(start) : null;
    const html = shapeHomeShell(shell(), home).replace(
      '</head>',
      `<script id="${SITE_START_ELEMENT}" type="application/json">${scriptJson(start)}</script></head>`,
    );
    return reply
      .code(isSpaRoute(pathname) ? 200 : 404)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(encodePage(request, reply, html));
  };
}

export function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isApiPath(pathname)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept === '' || accept.includes('*/*');
}
