import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ok } from './envelope.js';

/**
 * Sends a success envelope serialised once per value object: services that cache their results hand
 * back the same object on every hit, so its JSON (checked against the response schema the first
 * time) is reused instead of being validated and stringified on every request.
 */
const serialised = new WeakMap<object, string>();

export function sendEnvelopeOf<T>(reply: FastifyReply, schema: z.ZodType<T>, value: T): FastifyReply {
  let json = serialised.get(value as object);
  if (json === undefined) {
    json = JSON.stringify(ok(schema.parse(value)));
    serialised.set(value as object, json);
  }
  return reply.type('application/json; charset=utf-8').send(json);
}
