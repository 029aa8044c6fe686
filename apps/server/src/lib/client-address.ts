import type { FastifyRequest } from 'fastify';
import { addressListContains, buildAddressList, normalizeIp } from './ip-address.js';
import { headerValue } from './request-header.js';

export interface ClientAddressOptions {
  trustedProxies: readonly string[];
  countryHeader: string | undefined;
}

/**
 * The visitor's IP (Fastify already walks X-Forwarded-For through the trusted proxies only) and the
 * country a trusted proxy or CDN vouched for in a header, if configured.
 */
export function createClientAddressReader(options: ClientAddressOptions) {
  const trusted = buildAddressList(options.trustedProxies);
  return (request: FastifyRequest): { ip: string; countryFromProxy: string | null } => {
    const ip = normalizeIp(request.ip);
    const peer = request.socket.remoteAddress ?? '';
    if (!options.countryHeader || !addressListContains(trusted, peer)) return { ip, countryFromProxy: null };
    const value = headerValue(request, options.countryHeader)?.trim().toUpperCase();
    return { ip, countryFromProxy: value && /^[A-Z]{2}$/.test(value) ? value : null };
  };
}
