import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../lib/module-deps.js';
import { playerLimitsRoutes } from './player-limits/player-limits.routes.js';

/** Responsible gaming: a player's own deposit, loss, wager and session limits, reality check, time-out and self-exclusion. */
export async function registerResponsibleGamingModules(
  app: FastifyInstance,
  modules: ModuleDeps,
): Promise<void> {
  await app.register(playerLimitsRoutes, modules);
}
