import type { JobDefinition } from '../../platform/jobs/job-runner.js';
import { payVipBirthdays, runVipPeriod } from './vip.service.js';

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The VIP turn (relegation, period bonus) checked daily: it turns once per configured period, marked
 * in reward_vip_turn; birthday bonuses once a day.
 */
export const vipJobs: JobDefinition[] = [
  {
    name: 'vip-period',
    periodOf: dayOf,
    run: ({ trx, now }) => runVipPeriod(trx, now),
  },
  {
    name: 'vip-birthday',
    periodOf: dayOf,
    run: async ({ trx, now }) => ({ paid: await payVipBirthdays(trx, now) }),
  },
];
