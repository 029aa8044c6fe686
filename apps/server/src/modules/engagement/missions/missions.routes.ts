import {
  claimMissionEndpoint,
  createMissionEndpoint,
  getMissionLeaderboardEndpoint,
  getMissionSummaryEndpoint,
  getOperatorMissionsEndpoint,
  setLeaderboardPrizesEndpoint,
  updateMissionEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import {
  claimMission,
  getLeaderboard,
  getMissionSummary,
  listMissionsForStaff,
  saveMission,
  setLeaderboardPrizes,
} from './missions.service.js';

export const missionsRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getMissionSummaryEndpoint, ({ principal }) => getMissionSummary(db, principal.member.id)),
  route(claimMissionEndpoint, ({ principal, body }) => claimMission(db, principal.member.id, body.missionId)),
  route(getMissionLeaderboardEndpoint, ({ query }) => getLeaderboard(db, query.week)),
  route(getOperatorMissionsEndpoint, () => listMissionsForStaff(db)),
  route(createMissionEndpoint, ({ body }) => saveMission(db, null, body)),
  route(updateMissionEndpoint, ({ params, body }) => saveMission(db, params.id, body)),
  route(setLeaderboardPrizesEndpoint, ({ body }) => setLeaderboardPrizes(db, body.prizes)),
]);
