import type { AppConfig } from './config.js';
import { withdrawalAutoReceiptJob } from './modules/cashier/withdrawal-auto-receipt.job.js';
import { housekeepingJob } from './modules/housekeeping/housekeeping.job.js';
import type { JobDefinition } from './modules/jobs/job-runner.js';

/** Every scheduled job of the platform; each runs once per period however many server copies run. */
export function scheduledJobs(config: AppConfig): JobDefinition[] {
  return [withdrawalAutoReceiptJob(config), housekeepingJob];
}
