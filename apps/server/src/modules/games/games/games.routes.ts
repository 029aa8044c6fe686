import {
  getBetRecordsEndpoint,
  getProfitLossEndpoint,
  getRoomListEndpoint,
  launchDemoGameEndpoint,
  launchGameEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { launchGates } from '../../../wager-gates.js';
import { launchDemo, launchGame, listRooms } from './game-launch.service.js';
import { getProfitLoss, listBetRecords } from './game-records.service.js';

/** Game launch (real and demo), live rooms, and the member's betting record and profit and loss. */
export const gamesRoutes = endpointRoutes<ModuleDeps>(({ db, config, clientOf }) => [
  route(launchGameEndpoint, ({ principal, body }) =>
    launchGame(db, config, principal.member.id, body, new Date(), launchGates(config)),
  ),
  route(launchDemoGameEndpoint, ({ request, body }) => launchDemo(db, clientOf(request).ip, body)),
  route(getRoomListEndpoint, ({ query }) => listRooms(db, query)),
  route(getBetRecordsEndpoint, ({ principal: { member }, query }) =>
    listBetRecords(db, member.id, { ...query, language: query.language ?? member.language ?? 'en' }),
  ),
  route(getProfitLossEndpoint, ({ principal, query }) => getProfitLoss(db, principal.member.id, query)),
]);
