import type { JobDefinition } from '../../platform/jobs/job-runner.js';
import { runDailyRebate } from './rebate.service.js';

/** Once a day (UTC), however many copies run: every member's accrued rebate is paid. */
export const dailyRebateJob: JobDefinition = {
  name: 'rebate-daily',
  periodOf: (now) => now.toISOString().slice(0, 10),
  run: ({ trx, period }) => runDailyRebate(trx, period),
};
