import {
  getTransferDownlinesEndpoint,
  getUplineEndpoint,
  transferToDownlineEndpoint,
  transferToUplineEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import { getUpline, listDownlines, transferToDownline, transferToUpline } from './transfer.service.js';

export const transferRoutes = endpointRoutes<ModuleDeps>(({ db, config }) => [
  route(transferToDownlineEndpoint, ({ principal, body }) =>
    transferToDownline(db, config, principal.member, body),
  ),
  route(transferToUplineEndpoint, ({ principal, body }) =>
    transferToUpline(db, config, principal.member, body),
  ),
  route(getUplineEndpoint, async ({ principal }) => ({ upline: await getUpline(db, principal.member) })),
  route(getTransferDownlinesEndpoint, async ({ principal, query }) => {
    const { list, total } = await listDownlines(db, principal.member, query);
    return toPage(list, total, query);
  }),
]);
