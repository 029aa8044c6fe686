import fastifyMultipart from '@fastify/multipart';
import {
  bindPayoutAccountSchema,
  createWithdrawalSchema,
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  orderIdParamsSchema,
  payoutAccountSchema,
  proofImageLimits,
  unbindPayoutAccountSchema,
  withdrawalListQuerySchema,
  withdrawalPageSchema,
  withdrawalReceiptSchema,
  withdrawalSchema,
  withdrawInfoSchema,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keyedError } from '../../../lib/app-errors.js';
import { createAuth } from '../../identity/session/auth.js';
import { encryptedBodyNote } from '../../../lib/encrypted-body.js';
import { AppError, ok } from '../../../lib/envelope.js';
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

const tags = ['cashier'];
const errors = {
  400: errorEnvelopeWithDetailSchema,
  401: errorEnvelopeWithDetailSchema,
  403: errorEnvelopeWithDetailSchema,
  404: errorEnvelopeWithDetailSchema,
  409: errorEnvelopeWithDetailSchema,
  413: errorEnvelopeWithDetailSchema,
  429: errorEnvelopeWithDetailSchema,
};

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

export const withdrawalRoutes: FastifyPluginAsyncZod<CashierRouteOptions> = async (
  app,
  { db, config, decryptBody, storage },
) => {
  const auth = createAuth(db, config);
  await app.register(fastifyMultipart);

  app.get(
    '/wps/cashier/withdraw/info',
    {
      schema: {
        tags,
        summary: 'Balance, limits, payment-password state and bound accounts for the withdraw page (token)',
        response: { 200: envelopeSchema(withdrawInfoSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      return ok(await getWithdrawInfo(db, config, member));
    },
  );

  app.get(
    '/wps/cashier/payoutAccounts',
    {
      schema: {
        tags,
        summary: 'Bank and mobile-wallet accounts bound for withdrawals (token)',
        response: { 200: envelopeSchema(z.array(payoutAccountSchema)), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      return ok(await listPayoutAccounts(db, member.id));
    },
  );

  app.post(
    '/wps/cashier/payoutAccounts',
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary: 'Bind a bank or mobile-wallet account (token, enc; payment password)',
        description: `${encryptedBodyNote}\n\nAt most 5 accounts. 400 'Please enter withdraw password', 'Incorrect withdraw password', 'This account is already bound'.`,
        body: bindPayoutAccountSchema,
        response: { 200: envelopeSchema(payoutAccountSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      return ok(await bindPayoutAccount(db, member, request.body));
    },
  );

  app.post(
    '/wps/cashier/payoutAccounts/:id/remove',
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary: 'Unbind an account (token, enc; payment password)',
        description: encryptedBodyNote,
        params: orderIdParamsSchema,
        body: unbindPayoutAccountSchema,
        response: { 200: envelopeSchema(z.null()), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      await unbindPayoutAccount(db, member, request.params.id, request.body.paymentPassword);
      return ok(null);
    },
  );

  app.post(
    '/wps/cashier/withdrawals',
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary: 'Request a withdrawal: the amount is held from the balance at once (token, enc)',
        description: `${encryptedBodyNote}\n\nA retry with the same requestId returns the first answer. 400 'Insufficient balance', 'Amount must be between {min} and {max}', 'Please enter withdraw password', 'Incorrect withdraw password'; 404 'Withdrawal account not found' (also for another member's account); 429 after 5 wrong passwords.`,
        body: createWithdrawalSchema,
        response: { 200: envelopeSchema(withdrawalSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      return ok(await requestWithdrawal(db, config, member, request.body));
    },
  );

  app.get(
    '/wps/cashier/withdrawals',
    {
      schema: {
        tags,
        summary: "The member's withdrawals, newest first (token)",
        querystring: withdrawalListQuerySchema,
        response: { 200: envelopeSchema(withdrawalPageSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      const { list, total } = await listMemberWithdrawals(db, config, member.id, request.query);
      return ok(toPage(list, total, request.query));
    },
  );

  app.get(
    '/wps/cashier/withdrawals/:id',
    {
      schema: {
        tags,
        summary: "One of the member's withdrawals (token)",
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(withdrawalSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      return ok(await getMemberWithdrawal(db, config, member.id, request.params.id));
    },
  );

  app.post(
    '/wps/cashier/withdrawals/:id/receipt',
    {
      schema: {
        tags,
        summary: 'Confirm a paid withdrawal: received, partially received or not received (token)',
        description:
          "JSON { result, receivedAmount?, note? }, or multipart/form-data with those fields and up to 3 `proof` files (png or jpg, 5MB each; the type is read from the file's bytes). partially_received needs receivedAmount below the amount; not_received needs a proof image. 409 unless the withdrawal is paid and unconfirmed.",
        params: orderIdParamsSchema,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 200: envelopeSchema(withdrawalSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      const { fields, images } = request.isMultipart()
        ? await readMultipart(request)
        : { fields: request.body, images: [] };
      const parsed = withdrawalReceiptSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(
          400,
          'INVALID',
          `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
        );
      }
      return ok(
        await confirmReceipt(db, config, storage, member.id, request.params.id, { ...parsed.data, images }),
      );
    },
  );

  app.get(
    '/wps/cashier/withdrawals/:id/proofs/:proofId',
    {
      schema: {
        tags,
        summary: 'A proof image the member uploaded (token)',
        params: orderIdParamsSchema.extend({ proofId: z.string().regex(/^\d{1,18}$/) }),
      },
    },
    async (request, reply) => {
      const { member } = await auth.requirePlayer(request);
      const proof = await readProof(db, storage, member.id, request.params.id, request.params.proofId);
      return reply.headers(proof.headers).send(proof.bytes);
    },
  );
};
