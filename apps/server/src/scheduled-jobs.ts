import type { AppConfig } from './config.js';
import { depositExpiryJob } from './modules/money/cashier/deposit-expiry.job.js';
import { withdrawalAutoReceiptJob } from './modules/money/cashier/withdrawal-auto-receipt.job.js';
import { contractSettlementJobs } from './modules/agents/contracts/settlement.jobs.js';
import { housekeepingJob } from './modules/platform/housekeeping/housekeeping.job.js';
import type { JobDefinition } from './modules/platform/jobs/job-runner.js';
import { seamlessNoncePruneJob } from './modules/games/seamless/seamless-nonce.job.js';
import { missionLeaderboardJob } from './modules/engagement/missions/mission-leaderboard.job.js';
import { dailyRebateJob } from './modules/rewards/rebate/rebate.job.js';
import { vipJobs } from './modules/rewards/vip/vip.jobs.js';
import { platformMessagesResumeJob } from './modules/ops/platform-messages/platform-messages.job.js';

/** Every scheduled job of the platform; each runs once per period however many server copies run. */
export function scheduledJobs(config: AppConfig): JobDefinition[] {
  return [
    withdrawalAutoReceiptJob(config),
    depositExpiryJob(config),
    housekeepingJob,
    seamlessNoncePruneJob,
    ...contractSettlementJobs(),
    missionLeaderboardJob,
    dailyRebateJob,
    ...vipJobs,
    platformMessagesResumeJob,
  ];
}
