import {
  createJackpotEndpoint,
  getJackpotEndpoint,
  getOperatorJackpotsEndpoint,
  updateJackpotEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { createJackpot, getJackpotBoard, listJackpotsForStaff, updateJackpot } from './jackpot.service.js';

export const jackpotRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getJackpotEndpoint, () => getJackpotBoard(db)),
  route(getOperatorJackpotsEndpoint, () => listJackpotsForStaff(db)),
  route(createJackpotEndpoint, ({ body }) => createJackpot(db, body)),
  route(updateJackpotEndpoint, ({ params, body }) => updateJackpot(db, params.id, body)),
]);
