import {
  agentAnnouncementPageSchema,
  agentAnnouncementQuerySchema,
  agentCenterPaths as paths,
  agentDownlinePageSchema,
  agentInfoSchema,
  downlinesQuerySchema,
  downlineTransactionPageSchema,
  downlineTransactionsQuerySchema,
  envelopeSchema,
  periodQuerySchema,
  registerDownlineSchema,
  registeredDownlineSchema,
  revenueReportSchema,
  teamBetsPageSchema,
  teamBetsQuerySchema,
  teamOverviewSchema,
  userLossPageSchema,
  userLossQuerySchema,
  type PeriodQuery,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAuth } from '../../identity/session/auth.js';
import { encryptedBodyNote } from '../../../lib/encrypted-body.js';
import { ok } from '../../../lib/envelope.js';
import { errorResponses } from '../../../lib/error-responses.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import type { Member } from '../../identity/member/member.service.js';
import {
  getAgentInfo,
  getRevenueReport,
  getTeamOverview,
  listAgentAnnouncements,
  listDownlines,
  listDownlineTransactions,
  listTeamBets,
  listUserLoss,
} from './agent-center.service.js';
import { timeZoneOf } from './hierarchy.service.js';
import { resolvePeriod } from './periods.js';
import { registerDownline } from './register-downline.service.js';

const tags = ['agent center'];
const errors = errorResponses(400, 401, 403);
const scoped =
  "Agents only (403 'agent_only'); every figure covers the caller's own subtree. Periods: `preset`, or `from`/`to` local days in the agent's time zone (at most 92 days; default today).";

/** Agent center pages: overview, register center, downlines, team betting, user loss, revenue, transactions, announcements. */
export const agentCenterRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, config, decryptBody },
) => {
  const auth = createAuth(db, config);
  const periodOf = async (member: Member, query: PeriodQuery) =>
    resolvePeriod(query, await timeZoneOf(db, member));

  app.get(
    paths.agentInfo,
    {
      schema: {
        tags,
        summary: 'The agent: time zone and GMT offset for the header clock, referral link, team size (token)',
        description: scoped,
        response: { 200: envelopeSchema(agentInfoSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      return ok(await getAgentInfo(db, member, config.PUBLIC_BASE_URL));
    },
  );

  app.get(
    paths.teamOverview,
    {
      schema: {
        tags,
        summary:
          'agentTeamOverview: team size, new and active members, deposits, withdrawals, valid bet, P&L (token)',
        description: scoped,
        querystring: periodQuerySchema,
        response: { 200: envelopeSchema(teamOverviewSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      return ok(await getTeamOverview(db, member, await periodOf(member, request.query)));
    },
  );

  app.post(
    paths.registerDownline,
    {
      preValidation: decryptBody,
      schema: {
        tags,
        summary: 'registerCenter: open a member or agent account directly below me (token, enc)',
        description: `${encryptedBodyNote}\n\nUsername and password follow the registration rules (400 names the field: reg_pattern_N, username_taken, inconsistent_twice). Without a password the account gets the default password and must change it at first login. Agent types of my tier or lower only (1 > 2 > 41 > 42), else 400 'downline_type_not_allowed'.`,
        body: registerDownlineSchema,
        response: { 200: envelopeSchema(registeredDownlineSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      return ok(await registerDownline(db, member, request.body));
    },
  );

  app.get(
    paths.downlines,
    {
      schema: {
        tags,
        summary:
          'downlineManagmentView: my downlines, direct or all levels, with balance, status, last login, team size (token)',
        description: scoped,
        querystring: downlinesQuerySchema,
        response: { 200: envelopeSchema(agentDownlinePageSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      return ok(await listDownlines(db, member, request.query));
    },
  );

  app.get(
    paths.teamBets,
    {
      schema: {
        tags,
        summary: 'Team betting: rounds of my subtree placed in the period, newest first, with totals (token)',
        description: `${scoped} A username outside my subtree finds nothing.`,
        querystring: teamBetsQuerySchema,
        response: { 200: envelopeSchema(teamBetsPageSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      return ok(await listTeamBets(db, member, await periodOf(member, request.query), request.query));
    },
  );

  app.get(
    paths.userLoss,
    {
      schema: {
        tags,
        summary:
          'User loss: each downline member with settled rounds in the period, biggest loss first (token)',
        description: scoped,
        querystring: userLossQuerySchema,
        response: { 200: envelopeSchema(userLossPageSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      return ok(await listUserLoss(db, member, await periodOf(member, request.query), request.query));
    },
  );

  app.get(
    paths.revenueReport,
    {
      schema: {
        tags,
        summary:
          'palStatementsAgentCopy / agentRevenueReport: per day stake, valid bet, win, P&L, deposits, withdrawals, my income (token)',
        description: scoped,
        querystring: periodQuerySchema,
        response: { 200: envelopeSchema(revenueReportSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      return ok(await getRevenueReport(db, member, await periodOf(member, request.query)));
    },
  );

  app.get(
    paths.downlineTransactions,
    {
      schema: {
        tags,
        summary: "agentDownlineTransactionDetailsCopy: movements of my downlines' balances (token)",
        description: `${scoped} A username outside my subtree finds nothing.`,
        querystring: downlineTransactionsQuerySchema,
        response: { 200: envelopeSchema(downlineTransactionPageSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      return ok(
        await listDownlineTransactions(db, member, await periodOf(member, request.query), request.query),
      );
    },
  );

  app.get(
    paths.announcements,
    {
      schema: {
        tags,
        summary:
          "agentAnnouncement: notices published for agents (type PL, platform 'AGENT'), 9 per page (token)",
        querystring: agentAnnouncementQuerySchema,
        response: { 200: envelopeSchema(agentAnnouncementPageSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = await auth.requireAgent(request);
      return ok(await listAgentAnnouncements(db, member, request.query));
    },
  );
};
