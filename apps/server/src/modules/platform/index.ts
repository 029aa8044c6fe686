import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../lib/module-deps.js';
import { memberEventConsumers } from '../../member-event-consumers.js';
import { healthRoutes } from './health/health.routes.js';
import { createMemberEventDrain } from './member-events/member-event.service.js';
import { outboxRoutes } from './notification-outbox/outbox.routes.js';
import { payloadKeyRoutes } from './payload-key/payload-key.routes.js';
import { systemRoutes } from './system/system.routes.js';

export { createSiteStartReader } from './system/system.routes.js';

/** How often the member-event stream is drained where jobs run. */
const MEMBER_EVENT_DRAIN_MS = 2_000;

/**
 * Platform: health probes, site settings and status, the (enc) payload key, the development outbox,
 * and the member-event drain (started where jobs run; tests drain by hand).
 */
export async function registerPlatformModules(app: FastifyInstance, modules: ModuleDeps): Promise<void> {
  const { config, db } = modules;
  const drain = createMemberEventDrain({ db, consumers: memberEventConsumers(config), log: app.log });
  app.addHook('onReady', () => {
    if (config.JOBS_ENABLED) drain.start(MEMBER_EVENT_DRAIN_MS);
    return Promise.resolve();
  });
  app.addHook('onClose', () => drain.stop());
  await app.register(healthRoutes, modules);
  await app.register(systemRoutes, modules);
  await app.register(payloadKeyRoutes, modules);
  if (config.DEV_OUTBOX) await app.register(outboxRoutes, modules);
}
