import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Guard, Guards } from '../../lib/access.js';
import type { ModuleDeps } from '../../lib/module-deps.js';
import type { MoneyServices } from '../money/index.js';
import { opsAgentsRoutes } from './agents/agents.routes.js';
import { opsGamesRoutes } from './games/ops-games.routes.js';
import { approvalRoutes } from './audit/approval.routes.js';
import { auditOperatorCalls, auditRoutes } from './audit/audit.routes.js';
import { configurationRoutes } from './configuration/configuration.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { membersRoutes } from './members/members.routes.js';
import { operatorRoutes } from './operator/operator.routes.js';
import { paymentsQueueRoutes } from './payments-queue/payments-queue.routes.js';
import { reportsRoutes } from './reports/reports.routes.js';
import { paymentChannelsRoutes } from './payment-channels/payment-channels.routes.js';
import { riskHintsRoutes } from './risk-hints/risk-hints.routes.js';
import { platformMessagesRoutes } from './platform-messages/platform-messages.routes.js';
import { opsKycRoutes } from './kyc/kyc.routes.js';
import { staffGuards } from './staff/staff-access.js';
import { staffRoutes } from './staff/staff.routes.js';
import { ensureBuiltinRoles } from './staff/staff.service.js';

/** The operator guard with the console's rules on top of the identity domain's (see staff-access.ts). */
export function opsGuards(db: Db, identityOperatorGuard: Guard | undefined): Guards {
  return staffGuards(db, identityOperatorGuard);
}

/**
 * The operator console's API: staff and roles, the audit log (every `operator:*` call) and four-eyes
 * approvals, payment claims, cashier decisions, members, the dashboard, balance adjustments and ledger
 * reconciliation.
 */
export async function registerOpsModules(
  app: FastifyInstance,
  modules: ModuleDeps,
  money: MoneyServices,
): Promise<void> {
  auditOperatorCalls(app, modules.db, modules.clientOf);
  app.addHook('onReady', () => ensureBuiltinRoles(modules.db));
  await app.register(staffRoutes, modules);
  await app.register(auditRoutes, modules);
  await app.register(approvalRoutes, modules);
  await app.register(paymentsQueueRoutes, modules);
  await app.register(membersRoutes, modules);
  await app.register(dashboardRoutes, modules);
  await app.register(configurationRoutes, modules);
  await app.register(reportsRoutes, modules);
  await app.register(operatorRoutes, { ...modules, storage: money.fileStorage });
  await app.register(opsAgentsRoutes, modules);
  await app.register(opsGamesRoutes, modules);
  await app.register(paymentChannelsRoutes, modules);
  await app.register(riskHintsRoutes, modules);
  await app.register(platformMessagesRoutes, modules);
  await app.register(opsKycRoutes, modules);
}
