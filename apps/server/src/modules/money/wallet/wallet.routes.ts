import {
  balanceSchema,
  consolidatedFundsSchema,
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  merchantWalletSchema,
  recordPageSchema,
  recordsQuerySchema,
  walletTransferRequestSchema,
  walletTransferResultSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuth } from '../../identity/session/auth.js';
import { ok } from '../../../lib/envelope.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import {
  getBalance,
  getConsolidatedFunds,
  getMerchantWallet,
  listRecords,
  transferBetweenWallets,
} from './wallet.service.js';

const tags = ['wallet'];
const errors = {
  400: errorEnvelopeWithDetailSchema,
  401: errorEnvelopeWithDetailSchema,
  403: errorEnvelopeWithDetailSchema,
};

export const walletRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const auth = createAuth(db, config);

  app.get(
    '/wps/v2/wallets/balance',
    {
      schema: {
        tags,
        summary: 'The header balance (token; trial accounts too)',
        response: { 200: envelopeSchema(balanceSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireSession(request, { allowTrial: true });
      return ok(await getBalance(db, member.id));
    },
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      schema: {
        tags,
        summary: 'Balance, held and pending amounts across wallets (token; real accounts)',
        response: { 200: envelopeSchema(consolidatedFundsSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      return ok(await getConsolidatedFunds(db, member.id));
    },
  );

  app.get(
    '/wps/relay/GCS_merchantWallet',
    {
      schema: {
        tags,
        summary: 'Wallet mode (token): value.isSingle is true, this platform runs one seamless wallet',
        response: { 200: envelopeSchema(merchantWalletSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireSession(request, { allowTrial: true });
      return ok(await getMerchantWallet(db, member.id));
    },
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      schema: {
        tags,
        summary:
          'Move money between wallets (token): with the single wallet nothing moves; answers the balance',
        body: walletTransferRequestSchema,
        response: { 200: envelopeSchema(walletTransferResultSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      return ok(await transferBetweenWallets(db, member.id));
    },
  );

  app.get(
    '/wps/relay/ODSFE2_MemTransDet',
    {
      schema: {
        tags,
        summary:
          'Account records (transactionHistory): every balance movement in [from, to), newest first (token)',
        description:
          "Each record: type, signed amount, balance after, time, reference, the order's current status. The date presets (previous/next 7 and 30 days) are computed by the client; at most 92 days per query.",
        querystring: recordsQuerySchema,
        response: { 200: envelopeSchema(recordPageSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requirePlayer(request);
      const { list, total } = await listRecords(db, member.id, request.query);
      return ok(toPage(list, total, request.query));
    },
  );
};
