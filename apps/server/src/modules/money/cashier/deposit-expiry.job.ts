import type { AppConfig } from '../../../config.js';
import { everyMinutes, type JobDefinition } from '../../platform/jobs/job-runner.js';
import { expireGatewayDeposits } from './deposit.service.js';

/** Every minute: gateway deposits unpaid for DEPOSIT_GATEWAY_EXPIRY_MINUTES fail as expired. */
export function depositExpiryJob(config: AppConfig): JobDefinition {
  return {
    name: 'deposit-expiry',
    periodOf: everyMinutes(1),
    async run({ trx, now }) {
      return { expired: await expireGatewayDeposits(trx, config, now) };
    },
  };
}
