import {
  createDepositEndpoint,
  getDepositChannelsEndpoint,
  getDepositEndpoint,
  getDepositsEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import {
  createCashierContext,
  createDeposit,
  getMemberDeposit,
  listDepositChannels,
  listMemberDeposits,
} from './deposit.service.js';

export const depositRoutes = endpointRoutes<ModuleDeps>(({ db, config }) => {
  const cashier = createCashierContext(db, config);
  return [
    route(getDepositChannelsEndpoint, () => listDepositChannels(cashier)),
    route(createDepositEndpoint, ({ principal, body }) => createDeposit(cashier, principal.member.id, body)),
    route(getDepositsEndpoint, async ({ principal, query }) => {
      const { list, total } = await listMemberDeposits(cashier, principal.member.id, query);
      return toPage(list, total, query);
    }),
    route(getDepositEndpoint, ({ principal, params }) =>
      getMemberDeposit(cashier, principal.member.id, params.id),
    ),
  ];
});
