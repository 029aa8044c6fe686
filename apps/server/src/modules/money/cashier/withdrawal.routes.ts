import fastifyMultipart from '@fastify/multipart';
import {
  bindPayoutAccountEndpoint,
  confirmWithdrawalReceiptEndpoint,
  createWithdrawalEndpoint,
  getPayoutAccountsEndpoint,
  getWithdrawalEndpoint,
  getWithdrawalProofEndpoint,
  getWithdrawalsEndpoint,
  getWithdrawInfoEndpoint,
  proofImageLimits,
  removePayoutAccountEndpoint,
  withdrawalReceiptSchema,
} from '@app/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { readFormWithImages } from '../../../lib/multipart-form.js';
import { toPage } from '../../../lib/paged-list.js';
import type { FileStorage } from './file-storage.js';
import { bindPayoutAccount, listPayoutAccounts, unbindPayoutAccount } from './payout-account.service.js';
import {
  confirmReceipt,
  getMemberWithdrawal,
  getWithdrawInfo,
  listMemberWithdrawals,
  readProof,
  requestWithdrawal,
} from './withdrawal.service.js';

export interface CashierRouteOptions extends ModuleDeps {
  storage: FileStorage;
}

const routes = endpointRoutes<CashierRouteOptions>(({ db, config, storage }) => [
  route(getWithdrawInfoEndpoint, ({ principal }) => getWithdrawInfo(db, config, principal.member)),
  route(getPayoutAccountsEndpoint, ({ principal }) => listPayoutAccounts(db, principal.member.id)),
  route(bindPayoutAccountEndpoint, ({ principal, body }) => bindPayoutAccount(db, principal.member, body)),
  route(removePayoutAccountEndpoint, async ({ principal, params, body }) => {
    await unbindPayoutAccount(db, principal.member, params.id, body.paymentPassword);
    return null;
  }),
  route(createWithdrawalEndpoint, ({ principal, body }) =>
    requestWithdrawal(db, config, principal.member, body),
  ),
  route(getWithdrawalsEndpoint, async ({ principal, query }) => {
    const { list, total } = await listMemberWithdrawals(db, config, principal.member.id, query);
    return toPage(list, total, query);
  }),
  route(getWithdrawalEndpoint, ({ principal, params }) =>
    getMemberWithdrawal(db, config, principal.member.id, params.id),
  ),
  route(confirmWithdrawalReceiptEndpoint, async ({ principal, params, request }) =>
    confirmReceipt(
      db,
      config,
      storage,
      principal.member.id,
      params.id,
      await readFormWithImages(request, withdrawalReceiptSchema, proofImageLimits, 'proof'),
    ),
  ),
  route(getWithdrawalProofEndpoint, async ({ principal, params, reply }) => {
    const proof = await readProof(db, storage, principal.member.id, params.id, params.proofId);
    return reply.headers(proof.headers).send(proof.bytes);
  }),
]);

export const withdrawalRoutes: FastifyPluginAsync<CashierRouteOptions> = async (app, deps) => {
  await app.register(fastifyMultipart);
  await routes(app, deps);
};
