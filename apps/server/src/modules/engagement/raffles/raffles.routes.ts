import {
  claimRafflePromotionEndpoint,
  createEnvelopeWindowEndpoint,
  getEnvelopeWindowsEndpoint,
  getPrizeTableEndpoint,
  getRaffleHistoryEndpoint,
  getRaffleSummaryEndpoint,
  rotateDrawSeedEndpoint,
  setPrizeTableEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import {
  claimRaffle,
  createEnvelopeWindow,
  getPrizeTable,
  getRaffleHistory,
  getRaffleSummary,
  listEnvelopeWindows,
  revealDrawSeed,
  setPrizeTable,
} from './raffles.service.js';

export const rafflesRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(claimRafflePromotionEndpoint, ({ principal, body }) => claimRaffle(db, principal.member.id, body)),
  route(getRaffleSummaryEndpoint, ({ principal }) => getRaffleSummary(db, principal.member.id)),
  route(getRaffleHistoryEndpoint, ({ principal, query }) => getRaffleHistory(db, principal.member.id, query)),
  route(getEnvelopeWindowsEndpoint, () => listEnvelopeWindows(db)),
  route(createEnvelopeWindowEndpoint, ({ body }) => createEnvelopeWindow(db, body)),
  route(getPrizeTableEndpoint, ({ params }) => getPrizeTable(db, params.game)),
  route(setPrizeTableEndpoint, ({ params, body }) => setPrizeTable(db, params.game, body)),
  route(rotateDrawSeedEndpoint, async ({ params }) => {
    await revealDrawSeed(db, params.purpose);
    return null;
  }),
]);
