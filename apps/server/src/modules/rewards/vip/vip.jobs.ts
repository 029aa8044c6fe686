import type { JobDefinition } from '../../platform/jobs/job-runner.js';
import { monthOf, payVipBirthdays, runVipMonth } from './vip.service.js';

/** The VIP month (relegation, monthly bonus) once a month, and birthday bonuses once a day. */
export const vipJobs: JobDefinition[] = [
  {
    name: 'vip-month',
    periodOf: monthOf,
    run: ({ trx, now }) => runVipMonth(trx, now),
  },
  {
    name: 'vip-birthday',
    periodOf: (now) => now.toISOString().slice(0, 10),
    run: async ({ trx, now }) => ({ paid: await payVipBirthdays(trx, now) }),
  },
];
