import type { FastifyRequest } from 'fastify';

/** The first value of a request header (a header sent more than once arrives as an array). */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
