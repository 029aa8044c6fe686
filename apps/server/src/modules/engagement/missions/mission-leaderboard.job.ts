import { everyMinutes, type JobDefinition } from '../../platform/jobs/job-runner.js';
import { payLeaderboardPrizes } from './missions.service.js';

/**
 * Pays the mission leaderboard of the week that ended. It runs hourly and pays only what is still
 * unpaid, so the first run of a new week pays, a week missed while no server ran is paid late, and
 * later runs (or a second server copy) pay nothing.
 */
export const missionLeaderboardJob: JobDefinition = {
  name: 'mission-leaderboard-prizes',
  periodOf: everyMinutes(60),
  run: ({ trx, now }) => payLeaderboardPrizes(trx, now),
};
