import {
  freezeDownlineEndpoint,
  getAgentAnnouncementsEndpoint,
  getAgentInfoEndpoint,
  getDownlinesEndpoint,
  getDownlineTransactionsEndpoint,
  getRevenueReportEndpoint,
  getTeamBetsEndpoint,
  getTeamOverviewEndpoint,
  getUserLossEndpoint,
  registerDownlineEndpoint,
  type PeriodQuery,
} from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
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
import { timeZoneOf } from '../hierarchy/hierarchy.service.js';
import { resolvePeriod } from '../hierarchy/periods.js';
import { freezeDownline } from './freeze-downline.service.js';
import { registerDownline } from './register-downline.service.js';

/** Agent center pages: overview, register center, downlines, team betting, user loss, revenue, transactions, announcements. */
export const agentCenterRoutes = endpointRoutes<ModuleDeps>(({ db, config, adapters, clientOf }) => {
  const periodOf = async (member: Member, query: PeriodQuery) =>
    resolvePeriod(query, await timeZoneOf(db, member));
  return [
    route(getAgentInfoEndpoint, ({ principal }) =>
      getAgentInfo(db, principal.member, config.PUBLIC_BASE_URL),
    ),
    route(getTeamOverviewEndpoint, async ({ principal: { member }, query }) =>
      getTeamOverview(db, member, await periodOf(member, query)),
    ),
    route(registerDownlineEndpoint, ({ principal, body }) =>
      registerDownline({ db, adapters }, principal.member, body),
    ),
    route(freezeDownlineEndpoint, ({ principal, body, request }) =>
      freezeDownline(db, principal.member, body, clientOf(request).ip),
    ),
    route(getDownlinesEndpoint, ({ principal, query }) => listDownlines(db, principal.member, query)),
    route(getTeamBetsEndpoint, async ({ principal: { member }, query }) =>
      listTeamBets(db, member, await periodOf(member, query), query),
    ),
    route(getUserLossEndpoint, async ({ principal: { member }, query }) =>
      listUserLoss(db, member, await periodOf(member, query), query),
    ),
    route(getRevenueReportEndpoint, async ({ principal: { member }, query }) =>
      getRevenueReport(db, member, await periodOf(member, query)),
    ),
    route(getDownlineTransactionsEndpoint, async ({ principal: { member }, query }) =>
      listDownlineTransactions(db, member, await periodOf(member, query), query),
    ),
    route(getAgentAnnouncementsEndpoint, ({ principal, query }) =>
      listAgentAnnouncements(db, principal.member, query),
    ),
  ];
});
