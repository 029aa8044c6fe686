import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Guards } from '../../lib/access.js';
import type { ModuleDeps } from '../../lib/module-deps.js';
import { depositRoutes } from './cashier/deposit.routes.js';
import { createFolderStorage, type FileStorage } from './cashier/file-storage.js';
import { gatewayGuards } from './cashier/gateway-access.js';
import { webhookRoutes } from './cashier/webhook.routes.js';
import { withdrawalRoutes } from './cashier/withdrawal.routes.js';
import { createJobRunner, type JobRunner } from '../platform/jobs/job-runner.js';
import { sandboxGatewayRoutes } from './sandbox-gateway/sandbox-gateway.routes.js';
import { transferRoutes } from './transfer/transfer.routes.js';
import { walletRoutes } from './wallet/wallet.routes.js';
import { creditReportRoutes } from './credit-report/credit-report.routes.js';
import { scheduledJobs } from '../../scheduled-jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled jobs of this copy (started on ready when JOBS_ENABLED); tests run them with runDue(). */
    jobs: JobRunner;
  }
}

export interface MoneyAdapters {
  /** Where uploaded proof images go; default: the UPLOAD_DIR folder. */
  fileStorage?: FileStorage | undefined;
}

/** What other domains use of the money modules (the operator console reads the proof images). */
export interface MoneyServices {
  fileStorage: FileStorage;
}

/** The guards of the money domain's access kinds: `gateway-signed` (payment gateway callbacks). */
export function moneyGuards(config: AppConfig): Guards {
  return gatewayGuards(config);
}

/** Wallet, cashier, transfers and scheduled jobs. */
export async function registerMoneyModules(
  app: FastifyInstance,
  modules: ModuleDeps,
  adapters: MoneyAdapters = {},
): Promise<MoneyServices> {
  const { config, db } = modules;
  const storage = adapters.fileStorage ?? createFolderStorage(config.UPLOAD_DIR);
  const jobs = createJobRunner({ db, jobs: scheduledJobs(config), log: app.log });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => {
    if (config.JOBS_ENABLED) jobs.start(config.JOBS_INTERVAL_SECONDS * 1000);
    return Promise.resolve();
  });
  app.addHook('onClose', () => jobs.stop());

  await app.register(walletRoutes, modules);
  await app.register(depositRoutes, modules);
  await app.register(webhookRoutes, modules);
  await app.register(withdrawalRoutes, { ...modules, storage });
  await app.register(transferRoutes, modules);
  await app.register(sandboxGatewayRoutes, modules);
  await app.register(creditReportRoutes, modules);
  return { fileStorage: storage };
}
