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
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { keyedError } from '../../../lib/app-errors.js';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import { AppError } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
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

/** Fields and files of a multipart receipt; the multipart limits turn into the spec's messages. */
async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: proofImageLimits.maxFiles,
        fileSize: proofImageLimits.maxBytes,
        fields: 10,
        fieldSize: 1024,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) images.push(bytes);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw keyedError(413, 'proof_too_large', {}, { field: 'proof' });
    if (code === 'FST_FILES_LIMIT') throw keyedError(400, 'proof_too_many', {}, { field: 'proof' });
    throw new AppError(400, 'INVALID_MULTIPART', 'The uploaded form could not be read');
  }
  return { fields, images };
}

/** The receipt's fields, from a JSON body or the multipart form (which the route cannot validate up front). */
async function readReceipt(request: FastifyRequest) {
  const { fields, images } = request.isMultipart()
    ? await readMultipart(request)
    : { fields: request.body, images: [] };
  const parsed = withdrawalReceiptSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(400, 'INVALID', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return { ...parsed.data, images };
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
    confirmReceipt(db, config, storage, principal.member.id, params.id, await readReceipt(request)),
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
