import type { AppConfig } from '../../../config.js';
import { everyMinutes, type JobDefinition } from '../../platform/jobs/job-runner.js';
import { autoConfirmReceipts } from './withdrawal.service.js';

/** Every minute: paid withdrawals unconfirmed for WITHDRAW_AUTO_CONFIRM_MINUTES count as received. */
export function withdrawalAutoReceiptJob(config: AppConfig): JobDefinition {
  return {
    name: 'withdrawal-auto-receipt',
    periodOf: everyMinutes(1),
    async run({ trx, now }) {
      return { confirmed: (await autoConfirmReceipts(trx, config, now)).length };
    },
  };
}
