import {
  forfeitBonusEndpoint,
  getBonusCostReportEndpoint,
  getBonusesEndpoint,
  grantBonusEndpoint,
  operatorMemberType,
} from '@app/contracts';
import { keyedError } from '../../../lib/app-errors.js';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import { findMemberByUsername } from '../../identity/member/member.service.js';
import { publishEvents } from '../../messaging/notifications/notifications.service.js';
import { bonusCostReport, forfeitGrant, grantStaffBonus, listGrants } from './bonuses.service.js';

export const bonusesRoutes = endpointRoutes<ModuleDeps>(({ db }) => [
  route(getBonusesEndpoint, async ({ principal, query }) => {
    const { list, total } = await listGrants(db, principal.member.id, query);
    return toPage(list, total, query);
  }),
  route(forfeitBonusEndpoint, async ({ principal, params }) => {
    const { grant, notice } = await forfeitGrant(db, principal.member.id, params.id);
    if (notice) void publishEvents(db, [notice]);
    return grant;
  }),
  route(grantBonusEndpoint, async ({ body }) => {
    const member = await findMemberByUsername(db, body.username);
    if (!member || member.type === operatorMemberType)
      throw keyedError(404, 'member_not_found', {}, { field: 'username' });
    const { grant, notice } = await grantStaffBonus(db, {
      memberId: member.id,
      amount: body.amount,
      turnover: body.turnover,
      note: body.note,
      requestId: body.requestId,
    });
    if (notice) void publishEvents(db, [notice]);
    return grant;
  }),
  route(getBonusCostReportEndpoint, ({ query }) => bonusCostReport(db, query)),
]);
