import {
  claimRebateEndpoint,
  getRebateEndpoint,
  getRebateRatesEndpoint,
  setRebateRatesEndpoint,
  toDecimalString,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { publishEvents } from '../../messaging/notifications/notifications.service.js';
import { claimRebate, getRebateSummary, rebateRatesView, setRebateRates } from './rebate.service.js';

export const rebateRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getRebateEndpoint, ({ principal }) => getRebateSummary(db, principal.member.id)),
  route(claimRebateEndpoint, async ({ principal }) => {
    const { amount, balance, notice } = await claimRebate(db, principal.member.id);
    void publishEvents(db, [notice]);
    return { amount: toDecimalString(amount), balance: toDecimalString(balance) };
  }),
  route(getRebateRatesEndpoint, () => rebateRatesView(db)),
  route(setRebateRatesEndpoint, ({ body }) => setRebateRates(db, body)),
]);
