import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../lib/module-deps.js';
import { agentCenterRoutes } from './agent-center/agent-center.routes.js';
import { contractsRoutes } from './contracts/contracts.routes.js';

/** The agent center: reports, register center, downlines, contracts, payout records and income. */
export async function registerAgentModules(app: FastifyInstance, modules: ModuleDeps): Promise<void> {
  await app.register(agentCenterRoutes, modules);
  await app.register(contractsRoutes, modules);
}
