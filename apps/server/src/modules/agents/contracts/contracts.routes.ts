import {
  agentCenterPaths as paths,
  consolidatedContractSchema,
  contractActionPaths,
  contractActionResultSchema,
  contractActionSchemas,
  contractOptionsSchema,
  contractPageSchema,
  contractsQuerySchema,
  contractTypes,
  envelopeSchema,
  myIncomeQuerySchema,
  myIncomeSchema,
  operatorContractActionSchema,
  operatorContractListSchema,
  operatorContractOfferSchema,
  payoutPageSchema,
  payoutRecordsQuerySchema,
  type ContractType,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuth } from '../../identity/session/auth.js';
import { ok } from '../../../lib/envelope.js';
import { errorResponses } from '../../../lib/error-responses.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { timeZoneOf } from '../agent-center/hierarchy.service.js';
import { resolvePeriod } from '../agent-center/periods.js';
import {
  getConsolidated,
  getContractOptions,
  listContracts,
  listOperatorContracts,
  offerByOperator,
  performAction,
  type ContractActionInput,
} from './contracts.service.js';
import { getMyIncome, listPayoutRecords } from './payouts.service.js';

const tags = ['agent contracts'];
const errors = errorResponses(400, 401, 403, 404, 409);

const actionNotes =
  "Actions: offer (upline to a direct downline agent; rates at most my own active contract's, dividend period equal to mine; a new offer replaces my pending one), accept / reject (the downline), cancel (the upline, while pending), requestTermination (either side), confirmTermination / declineTermination (the other side; the requester may withdraw with declineTermination). Accepting lower rates than I gave below, or ending a contract whose downline gave contracts of the type, first answers confirmationRequired with the contracts that would end: repeat with confirm: true. A contract I am not a side of answers 404 like an unknown one; an action its state does not allow, 409.";

const summaries: Record<ContractType, string> = {
  dividend: 'Dividend contract actions (token; agents)',
  daily_salary: 'Daily salary contract actions (token; agents)',
  hourly_salary: 'Hourly salary contract actions (token; agents)',
  realtime_salary: 'Real-time salary contract actions (token; agents)',
};

/** Contracts (offer, accept, terminate), the contract modal's info, payout records and income. */
export const contractsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const auth = createAuth(db, config);

  for (const type of contractTypes) {
    app.post(
      contractActionPaths[type],
      {
        schema: {
          tags,
          summary: summaries[type],
          description: actionNotes,
          body: contractActionSchemas[type],
          response: { 200: envelopeSchema(contractActionResultSchema), ...errors },
        },
      },
      async (request) => {
        const { member } = await auth.requireAgent(request);
        return ok(await performAction(db, { member }, type, request.body as ContractActionInput));
      },
    );
  }

  app.get(
    paths.consolidatedContract,
    {
      schema: {
        tags,
        summary:
          'Consolidated contract info for the contract modal: offers and termination requests waiting for me (token)',
        response: { 200: envelopeSchema(consolidatedContractSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireRealAccount(request);
      return ok(await getConsolidated(db, member));
    },
  );

  app.get(
    paths.contracts,
    {
      schema: {
        tags,
        summary:
          'My contracts as upline and as downline, newest first, with the actions I can take (token; agents)',
        querystring: contractsQuerySchema,
        response: { 200: envelopeSchema(contractPageSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      return ok(await listContracts(db, member, request.query));
    },
  );

  app.get(
    paths.contractOptions,
    {
      schema: {
        tags,
        summary:
          'What I can offer: my own active contract per type (the caps) and my direct downline agents (token; agents)',
        response: { 200: envelopeSchema(contractOptionsSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      return ok(await getContractOptions(db, member));
    },
  );

  app.get(
    paths.payoutRecords,
    {
      schema: {
        tags,
        summary:
          'agentDividendRecordCopy2 / agentDailyWages2 / agentHourSalary / agentRealtimeSalary: my settled periods with basis, rate and amount (token; agents)',
        description:
          "Payouts whose period ended within the report period (local days of the agent's time zone).",
        querystring: payoutRecordsQuerySchema,
        response: { 200: envelopeSchema(payoutPageSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      const period = resolvePeriod(request.query, await timeZoneOf(db, member));
      return ok(await listPayoutRecords(db, member.id, period, request.query));
    },
  );

  app.get(
    paths.myIncome,
    {
      schema: {
        tags,
        summary:
          'My income: salary and dividend paid to me in the period, with totals per type (token; agents)',
        querystring: myIncomeQuerySchema,
        response: { 200: envelopeSchema(myIncomeSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      const period = resolvePeriod(request.query, await timeZoneOf(db, member));
      return ok(await getMyIncome(db, member.id, period, request.query));
    },
  );

  app.get(
    paths.operatorContracts,
    {
      schema: {
        tags: ['operator'],
        summary: 'Contracts the operator offered to top-level agents, newest first (operator)',
        response: { 200: envelopeSchema(operatorContractListSchema), ...errors },
      },
    },
    async (request) => {
      await auth.requireOperator(request);
      return ok(await listOperatorContracts(db));
    },
  );

  app.post(
    paths.operatorContracts,
    {
      schema: {
        tags: ['operator'],
        summary: 'Offer a contract to a top-level agent (an agent with no agent above it) (operator)',
        body: operatorContractOfferSchema,
        response: { 200: envelopeSchema(contractActionResultSchema), ...errors },
      },
    },
    async (request) => {
      await auth.requireOperator(request);
      const { type, downlineUsername, terms } = request.body;
      return ok(await offerByOperator(db, { type, downlineUsername, terms: terms }));
    },
  );

  app.post(
    paths.operatorContractAction,
    {
      schema: {
        tags: ['operator'],
        summary:
          'Cancel, request, confirm or decline termination of a contract the operator offered (operator)',
        body: operatorContractActionSchema,
        response: { 200: envelopeSchema(contractActionResultSchema), ...errors },
      },
    },
    async (request) => {
      await auth.requireOperator(request);
      const { action, contractId, confirm } = request.body;
      return ok(await performAction(db, { operator: true }, null, { action, contractId, confirm }));
    },
  );
};
