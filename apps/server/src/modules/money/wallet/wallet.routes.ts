import {
  getBalanceEndpoint,
  getConsolidatedFundsEndpoint,
  getMemberTransDetEndpoint,
  getMerchantWalletEndpoint,
  walletTransferEndpoint,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import { listPointDetails } from '../../engagement/points/points.service.js';
import {
  getBalance,
  getConsolidatedFunds,
  getMerchantWallet,
  listRecords,
  transferBetweenWallets,
} from './wallet.service.js';

export const walletRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getBalanceEndpoint, ({ principal }) => getBalance(db, principal.member.id)),
  route(getConsolidatedFundsEndpoint, ({ principal }) => getConsolidatedFunds(db, principal.member.id)),
  route(getMerchantWalletEndpoint, ({ principal }) => getMerchantWallet(db, principal.member.id)),
  route(walletTransferEndpoint, ({ principal }) => transferBetweenWallets(db, principal.member.id)),
  route(getMemberTransDetEndpoint, async ({ principal, query }) => {
    if (query.account === 'points') return listPointDetails(db, principal.member.id, query);
    const { list, total } = await listRecords(db, principal.member.id, query);
    return toPage(list, total, query);
  }),
]);
