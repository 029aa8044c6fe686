import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** The built web app: the inline scripts of its index.html are allowed by their hashes. */
  webDist: string;
  /** TLS terminates in front of the server: HSTS and upgrade-insecure-requests are sent. */
  tlsInFront: boolean;
  /** Image origins beyond the site itself (an image CDN the operator's content points to). */
  imageSources: readonly string[];
}

type Directives = Record<string, string[]>;

/** Browser features no page of the site uses; fullscreen stays for the site's own game frame. */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'fullscreen=(self)',
].join(', ');

/** The 'sha256-…' sources of the inline <script> or <style> elements of a page. */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}\\s*>`, 'gi'))) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The 'sha256-…' sources of the inline scripts in index.html (the theme and language are set before
 * the first paint, so that script cannot wait for a file). Hashed from the built file itself, so the
 * policy matches whatever the build wrote.
 */
export const inlineScriptHashes = (html: string): string[] => inlineHashes(html, 'script');

/** The same for its inline styles: the prerendered home screen's own (apps/web/build/home-shell.ts). */
export const inlineStyleHashes = (html: string): string[] => inlineHashes(html, 'style');

function readIndexHtml(webDist: string): string {
  try {
    return fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  } catch {
    return '';
  }
}

/**
 * The site's policy: everything from its own origin (scripts, styles and fonts are bundled files,
 * the WebSocket /ws and the game pages framed in the game popup are same-origin), images also as
 * data: and blob: URLs (QR codes, previews of proof images before upload).
 */
export function siteDirectives(options: SecurityHeaderOptions): Directives {
  const indexHtml = readIndexHtml(options.webDist);
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'script-src': ["'self'", ...inlineScriptHashes(indexHtml)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...inlineStyleHashes(indexHtml)],
    'img-src': ["'self'", 'data:', 'blob:', ...options.imageSources],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  if (options.tlsInFront) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Swagger UI's page (/docs only): its scripts are files, but it styles with inline style attributes
 * and draws icons as data: images. Not framed by anyone.
 */
export const docsContentSecurityPolicy = serializePolicy({
  'default-src': ["'self'"],
  'base-uri': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
});

/**
 * The policy of an SVG answer (game, vendor and banner art drawn by the server), were it opened as a
 * page: no script at all, only its own <style> and the data: fonts that style embeds.
 */
export const svgContentSecurityPolicy = serializePolicy({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'font-src': ['data:'],
  'img-src': ['data:'],
  'frame-ancestors': ["'self'"],
});

function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Security headers on every answer (API, web app, static files, 404s and errors), set when the request
 * arrives so that error answers keep them: CSP, frame-ancestors / X-Frame-Options (only the site frames
 * its own pages), nosniff, Referrer-Policy, Permissions-Policy, COOP, CORP, and HSTS behind TLS.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  // Built once: @fastify/helmet builds helmet's middleware again on every request.
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: siteDirectives(options) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: options.tlsInFront
      ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }
      : false,
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('permissions-policy', permissionsPolicy);
    setHelmetHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('image/svg+xml')) {
      reply.header('content-security-policy', svgContentSecurityPolicy);
    }
    return payload;
  });
}
