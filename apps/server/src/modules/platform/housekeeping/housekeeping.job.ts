import { everyMinutes, type JobDefinition } from '../jobs/job-runner.js';
import { purgeExpiredRows } from './housekeeping.repository.js';

/** Every hour: expired sessions, codes, captchas, used bot checks, challenges, throttle windows and old outbox rows go. */
export const housekeepingJob: JobDefinition = {
  name: 'housekeeping',
  periodOf: everyMinutes(60),
  run: ({ trx, now }) => purgeExpiredRows(trx, now),
};
