import { everyMinutes, type JobDefinition } from '../../platform/jobs/job-runner.js';
import { resumeOpenSends } from './platform-messages.service.js';

/**
 * Every minute: staff messages to a tag or everyone that are still being delivered (the server
 * stopped in the middle, a batch failed) continue where they stopped.
 */
export const platformMessagesResumeJob: JobDefinition = {
  name: 'ops-message-resume',
  periodOf: everyMinutes(1),
  run: ({ trx }) => resumeOpenSends(trx),
};
