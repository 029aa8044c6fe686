import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../lib/module-deps.js';
import { healthRoutes } from './health/health.routes.js';
import { outboxRoutes } from './notification-outbox/outbox.routes.js';
import { payloadKeyRoutes } from './payload-key/payload-key.routes.js';
import { systemRoutes } from './system/system.routes.js';

/** Platform: health probes, site settings and status, the (enc) payload key, the development outbox. */
export async function registerPlatformModules(app: FastifyInstance, modules: ModuleDeps): Promise<void> {
  await app.register(healthRoutes, modules);
  await app.register(systemRoutes, modules);
  await app.register(payloadKeyRoutes, modules);
  if (modules.config.DEV_OUTBOX) await app.register(outboxRoutes, modules);
}
