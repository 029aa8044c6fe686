import type { FastifyInstance } from 'fastify';

/** Accepts application/x-www-form-urlencoded bodies in this plugin's scope, as a flat object (last value wins). */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
