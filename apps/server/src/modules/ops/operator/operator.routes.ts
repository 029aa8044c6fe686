import {
  balanceAdjustmentRequestSchema,
  balanceAdjustmentSchema,
  envelopeSchema,
  errorEnvelopeWithDetailSchema,
  operatorDepositPageSchema,
  operatorDepositQuerySchema,
  operatorDepositSchema,
  operatorDisputeSchema,
  operatorRejectSchema,
  operatorWithdrawalPageSchema,
  operatorWithdrawalQuerySchema,
  operatorWithdrawalSchema,
  orderIdParamsSchema,
  reconciliationReportSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuth, type AuthContext } from '../../identity/session/auth.js';
import { ok } from '../../../lib/envelope.js';
import { toPage } from '../../../lib/paged-list.js';
import {
  approveDeposit,
  createCashierContext,
  listDepositsForOperator,
  rejectDeposit,
} from '../../money/cashier/deposit.service.js';
import type { CashierRouteOptions } from '../../money/cashier/withdrawal.routes.js';
import {
  approveWithdrawal,
  listWithdrawalsForOperator,
  readProof,
  rejectWithdrawal,
  resolveWithdrawalDispute,
} from '../../money/cashier/withdrawal.service.js';
import { adjustBalance } from './adjustment.service.js';
import { reconcile } from './reconciliation.service.js';

const tags = ['operator'];
const errors = {
  400: errorEnvelopeWithDetailSchema,
  401: errorEnvelopeWithDetailSchema,
  403: errorEnvelopeWithDetailSchema,
  404: errorEnvelopeWithDetailSchema,
  409: errorEnvelopeWithDetailSchema,
};
const decision =
  'Deciding again the same way answers the order as it is (nothing moves twice); the opposite decision answers 409.';

/** Cashier decisions for staff (type 99, logged in with portal "operator"). */
export const operatorRoutes: FastifyPluginAsyncZod<CashierRouteOptions> = async (
  app,
  { db, config, storage },
) => {
  const auth = createAuth(db, config);
  const cashier = createCashierContext(db, config);
  const reviewer = (context: AuthContext) => `operator:${context.member.username}`;

  app.get(
    '/wps/operator/deposits',
    {
      schema: {
        tags,
        summary: 'Deposits by status (default pending), newest first (operator)',
        querystring: operatorDepositQuerySchema,
        response: { 200: envelopeSchema(operatorDepositPageSchema), ...errors },
      },
    },
    async (request) => {
      await auth.requireOperator(request);
      const { list, total } = await listDepositsForOperator(cashier, request.query);
      return ok(toPage(list, total, request.query));
    },
  );

  app.post(
    '/wps/operator/deposits/:id/approve',
    {
      schema: {
        tags,
        summary: 'The manual transfer arrived: credit the deposit (operator)',
        description: decision,
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(operatorDepositSchema), ...errors },
      },
    },
    async (request) => {
      const context = await auth.requireOperator(request);
      return ok(await approveDeposit(cashier, request.params.id, reviewer(context)));
    },
  );

  app.post(
    '/wps/operator/deposits/:id/reject',
    {
      schema: {
        tags,
        summary: 'The money never arrived: the deposit fails and the player is told (operator)',
        description: decision,
        params: orderIdParamsSchema,
        body: operatorRejectSchema,
        response: { 200: envelopeSchema(operatorDepositSchema), ...errors },
      },
    },
    async (request) => {
      const context = await auth.requireOperator(request);
      return ok(await rejectDeposit(cashier, request.params.id, request.body.reason, reviewer(context)));
    },
  );

  app.get(
    '/wps/operator/withdrawals',
    {
      schema: {
        tags,
        summary:
          'Withdrawals by status (default pending), newest first, with the full account to pay (operator)',
        querystring: operatorWithdrawalQuerySchema,
        response: { 200: envelopeSchema(operatorWithdrawalPageSchema), ...errors },
      },
    },
    async (request) => {
      await auth.requireOperator(request);
      const { list, total } = await listWithdrawalsForOperator(db, config, request.query);
      return ok(toPage(list, total, request.query));
    },
  );

  app.post(
    '/wps/operator/withdrawals/:id/approve',
    {
      schema: {
        tags,
        summary: 'Paid out: the held amount leaves the platform and the player is told (operator)',
        description: decision,
        params: orderIdParamsSchema,
        response: { 200: envelopeSchema(operatorWithdrawalSchema), ...errors },
      },
    },
    async (request) => {
      const context = await auth.requireOperator(request);
      return ok(await approveWithdrawal(db, config, request.params.id, reviewer(context)));
    },
  );

  app.post(
    '/wps/operator/withdrawals/:id/reject',
    {
      schema: {
        tags,
        summary: 'Refused: the held amount returns to the balance and the player is told (operator)',
        description: decision,
        params: orderIdParamsSchema,
        body: operatorRejectSchema,
        response: { 200: envelopeSchema(operatorWithdrawalSchema), ...errors },
      },
    },
    async (request) => {
      const context = await auth.requireOperator(request);
      return ok(
        await rejectWithdrawal(db, config, request.params.id, request.body.reason, reviewer(context)),
      );
    },
  );

  app.post(
    '/wps/operator/withdrawals/:id/dispute',
    {
      schema: {
        tags,
        summary:
          'Settles a partially or not received withdrawal: refund the missing amount, or dismiss (operator)',
        description:
          'refunded: amount minus the received amount goes from the payout account back to the balance; dismissed: nothing moves. The player gets a platform message. 409 unless the withdrawal is partially_received or not_received and not settled the other way; the same answer again changes nothing.',
        params: orderIdParamsSchema,
        body: operatorDisputeSchema,
        response: { 200: envelopeSchema(operatorWithdrawalSchema), ...errors },
      },
    },
    async (request) => {
      const context = await auth.requireOperator(request);
      return ok(
        await resolveWithdrawalDispute(db, config, request.params.id, request.body, reviewer(context)),
      );
    },
  );

  app.get(
    '/wps/operator/withdrawals/:id/proofs/:proofId',
    {
      schema: {
        tags,
        summary: 'A proof image a player uploaded with a receipt confirmation (operator)',
        params: orderIdParamsSchema.extend({ proofId: z.string().regex(/^\d{1,18}$/) }),
      },
    },
    async (request, reply) => {
      await auth.requireOperator(request);
      const proof = await readProof(db, storage, null, request.params.id, request.params.proofId);
      return reply.headers(proof.headers).send(proof.bytes);
    },
  );

  app.post(
    '/wps/operator/adjustments',
    {
      schema: {
        tags,
        summary: "Credits or debits a member's balance with a reason (operator)",
        description:
          'Posts an adjustment journal against the house adjustments account. Idempotent by requestId (the same id with other data: 409). A debit beyond the balance: 400 Insufficient balance, nothing moves.',
        body: balanceAdjustmentRequestSchema,
        response: { 200: envelopeSchema(balanceAdjustmentSchema), ...errors },
      },
    },
    async (request) => {
      const context = await auth.requireOperator(request);
      return ok(await adjustBalance(db, request.body, reviewer(context)));
    },
  );

  app.get(
    '/wps/operator/ledger/reconciliation',
    {
      schema: {
        tags,
        summary: 'Recompute every balance from the journal and check the ledger and orders (operator)',
        response: { 200: envelopeSchema(reconciliationReportSchema), ...errors },
      },
    },
    async (request) => {
      await auth.requireOperator(request);
      return ok(await reconcile(db));
    },
  );
};
