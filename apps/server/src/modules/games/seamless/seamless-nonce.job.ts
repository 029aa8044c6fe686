import { everyMinutes, type JobDefinition } from '../../platform/jobs/job-runner.js';
import { pruneNonces } from './seamless-auth.service.js';

/**
 * Every 10 minutes: forget seamless nonces past the timestamp window. A job rather than a delete on
 * every signed call keeps the bet path to one nonce insert; the table holds at most a few windows.
 */
export const seamlessNoncePruneJob: JobDefinition = {
  name: 'seamless-nonce-prune',
  periodOf: everyMinutes(10),
  run: async ({ trx, now }) => ({ deleted: await pruneNonces(trx, now) }),
};
