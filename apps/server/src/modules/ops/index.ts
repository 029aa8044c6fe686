import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../lib/module-deps.js';
import type { MoneyServices } from '../money/index.js';
import { operatorRoutes } from './operator/operator.routes.js';

/** The operator console's API: cashier decisions, balance adjustments, ledger reconciliation. */
export async function registerOpsModules(
  app: FastifyInstance,
  modules: ModuleDeps,
  money: MoneyServices,
): Promise<void> {
  await app.register(operatorRoutes, { ...modules, storage: money.fileStorage });
}
