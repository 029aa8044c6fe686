import type { AppConfig } from './config.js';
import { depositExpiryJob } from './modules/cashier/deposit-expiry.job.js';
import { withdrawalAutoReceiptJob } from './modules/cashier/withdrawal-auto-receipt.job.js';
import { contractSettlementJobs } from './modules/contracts/settlement.jobs.js';
import { housekeepingJob } from './modules/housekeeping/housekeeping.job.js';
import type { JobDefinition } from './modules/jobs/job-runner.js';
import { seamlessNoncePruneJob } from './modules/seamless/seamless-nonce.job.js';

/** Every scheduled job of the platform; each runs once per period however many server copies run. */
export function scheduledJobs(config: AppConfig): JobDefinition[] {
  return [
    withdrawalAutoReceiptJob(config),
    depositExpiryJob(config),
    housekeepingJob,
    seamlessNoncePruneJob,
    ...contractSettlementJobs(),
  ];
}
