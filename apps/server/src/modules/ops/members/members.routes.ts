import { getMemberDetailEndpoint, memberActionEndpoint, searchMembersEndpoint } from '@app/contracts';
import { endpointRoutes, route } from '../../../lib/endpoint-routes.js';
import type { ModuleDeps } from '../../../lib/module-deps.js';
import { toPage } from '../../../lib/paged-list.js';
import { actOnMember, getMemberDetail, searchMembers } from './members.service.js';

/** Member search, the member page and staff actions on a member. */
export const membersRoutes = endpointRoutes<ModuleDeps>(({ db, clientOf }) => [
  route(searchMembersEndpoint, async ({ query }) => {
    const { list, total } = await searchMembers(db, query);
    return toPage(list, total, query);
  }),
  route(getMemberDetailEndpoint, ({ params }) => getMemberDetail(db, params.id)),
  route(memberActionEndpoint, ({ params, body, principal, request }) =>
    actOnMember(db, params.id, body, {
      staffId: principal.member.id,
      staffUsername: principal.member.username,
      ip: clientOf(request).ip,
    }),
  ),
]);
